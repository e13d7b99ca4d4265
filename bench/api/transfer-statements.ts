import { oneCallParameter, openDatabase, planTransferBetweenProfiles } from '@ferry/server';
import type { BenchUser } from './api-users';
import { pgbenchJson, sqlText, uuidArray } from './pgbench-text';

/**
 * A pgbench script that sends, per transaction, what the server sends the database for one
 * `POST transfers` (as `transfers.module.test.ts` counts it): the transfer's one call, `money_apply`
 * with the plan the server builds (planTransferBetweenProfiles, oneCallParameter), with no Node in
 * between. The guard's reads (two-factor, the verified residence) are kept by the server between a
 * user's requests (auth/announced-cache.ts) and are left out. Run beside tpcb-like it bounds what
 * the transfers case can reach on this machine whatever the server does: the database's own work
 * per transfer.
 */

export interface TransferParty {
  profileId: string;
  userId: string;
}

// Stand-ins in the planned text, each replaced by an SQL expression per transaction.
const SENDER = '00000000-0000-4000-8000-00000000000a';
const RECIPIENT = '00000000-0000-4000-8000-00000000000b';
const SENDER_USER = '00000000-0000-4000-8000-00000000000c';
const KEY = 'bench-key-stand-in';

/** The script for `parties` (at least two), each transaction from one at random to another. */
export function transferStatementsScript(parties: readonly TransferParty[]): string {
  const count = parties.length;
  const profiles = uuidArray(parties.map((party) => party.profileId));
  const users = uuidArray(parties.map((party) => party.userId));
  const plan = planTransferBetweenProfiles(
    { fromProfileId: SENDER, toProfileId: RECIPIENT, currency: 'EUR', amountMinor: 1n },
    new Date(),
  );
  const [outgoing, incoming] = plan.transactions as { id: string; external_id: string }[];
  const ledgerId = (plan.ledger[0] as { id: string }).id;
  if (!outgoing || !incoming) throw new Error('a transfer plans two transactions');
  const { parameter } = oneCallParameter(
    { scope: `user:${SENDER_USER}`, key: KEY, endpointId: 'createTransfer', fingerprint: KEY },
    plan,
    JSON.stringify,
  );
  // Fresh ids per transaction: \set u gives 12 random digits, each id its own prefix.
  const id = (prefix: string) => `('00000000-0000-4000-${prefix}-' || lpad(:u::text, 12, '0'))`;
  // The parties are picked inside the call's own text: one statement per transfer, as the server sends.
  const expressions = new Map([
    [SENDER, `${profiles}[:a]::text`],
    [RECIPIENT, `${profiles}[:b]::text`],
    [SENDER_USER, `${users}[:a]::text`],
    [outgoing.id, id('8001')],
    [incoming.id, id('8002')],
    [ledgerId, id('8003')],
    [outgoing.external_id, `('P' || :k::text)`],
    [incoming.external_id, `('D' || :k::text)`],
    [KEY, ':k::text'],
  ]);
  // Through JSON first, as the server sends it (dates as ISO text).
  const call = sqlText(pgbenchJson(JSON.parse(JSON.stringify(parameter))), expressions);
  return [
    `\\set a random(1, ${count})`,
    `\\set d random(1, ${count - 1})`,
    `\\set b 1 + (:a - 1 + :d) % ${count}`,
    '\\set k random(1, 9000000000000000)',
    '\\set u random(1, 999999999999)',
    `SELECT money_apply((${call})::jsonb);`,
    '',
  ].join('\n');
}

/** The bench users' profiles with their users' ids, read from the bench database. */
export async function transferParties(url: string, users: readonly BenchUser[]): Promise<TransferParty[]> {
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    const rows = await database.withSession((session) =>
      session.query<{ id: string; user_id: string }>(
        'SELECT id, user_id FROM profiles WHERE id = ANY($1::uuid[])',
        [users.map((user) => user.profileId)],
      ),
    );
    return rows.map((row) => ({ profileId: row.id, userId: row.user_id }));
  } finally {
    await database.close();
  }
}
