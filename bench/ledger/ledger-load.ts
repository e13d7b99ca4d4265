import { randomUUID } from 'node:crypto';
import type { createLedger, Database, TransferSpec } from '@ferry/server';

type Ledger = ReturnType<typeof createLedger>;

export const BENCH_CURRENCY = 'EUR';
/** Transfer kinds the bench writes, so its transfers can be counted apart from the funding. */
export const TRANSFER_KIND = 'bench_p2p';
export const HOT_TRANSFER_KIND = 'bench_fee';

// Enough that no profile runs dry however long the bench runs (a transfer moves ≤ 1000 minor units).
const FUNDING_MINOR = 10n ** 15n;
const FUNDING_BATCH = 500;

export interface LoadResult {
  committed: number;
  elapsedSeconds: number;
  perSecond: number;
}

/** Users with one profile each, straight in the database, then funded through the ledger. */
export async function seedProfiles(database: Database, ledger: Ledger, count: number): Promise<string[]> {
  const rows = await database.withSession((session) =>
    session.query<{ id: string }>(
      `WITH created AS (INSERT INTO users (language) SELECT 'en' FROM generate_series(1, $1) RETURNING id)
       INSERT INTO profiles (user_id) SELECT id FROM created RETURNING id`,
      [count],
    ),
  );
  const profileIds = rows.map((row) => row.id);
  for (let start = 0; start < profileIds.length; start += FUNDING_BATCH) {
    const batch = profileIds.slice(start, start + FUNDING_BATCH).map(
      (profileId): TransferSpec => ({
        id: randomUUID(),
        kind: 'credit',
        debit: { kind: 'provider_clearing', currency: BENCH_CURRENCY, name: 'bench-bank' },
        credit: { kind: 'user_available', profileId, currency: BENCH_CURRENCY },
        amountMinor: FUNDING_MINOR,
      }),
    );
    await database.db.transaction().execute((trx) => ledger.post(trx, batch));
  }
  return profileIds;
}

/** One transfer between two different random profiles, in a transaction of its own. */
export function createPeerTransfer(database: Database, ledger: Ledger, profileIds: readonly string[]) {
  return () => {
    const from = pickIndex(profileIds.length);
    const to = (from + 1 + pickIndex(profileIds.length - 1)) % profileIds.length;
    return postOne(database, ledger, TRANSFER_KIND, profileIds[from], {
      kind: 'user_available',
      profileId: profileIds[to] as string,
      currency: BENCH_CURRENCY,
    });
  };
}

/** One transfer from a random profile into the single fees account every client credits. */
export function createHotTransfer(database: Database, ledger: Ledger, profileIds: readonly string[]) {
  return () =>
    postOne(database, ledger, HOT_TRANSFER_KIND, profileIds[pickIndex(profileIds.length)], {
      kind: 'fees',
      currency: BENCH_CURRENCY,
    });
}

function postOne(
  database: Database,
  ledger: Ledger,
  kind: string,
  fromProfileId: string | undefined,
  credit: TransferSpec['credit'],
): Promise<void> {
  if (fromProfileId === undefined) throw new Error('no profile to transfer from');
  const transfer: TransferSpec = {
    id: randomUUID(),
    kind,
    debit: { kind: 'user_available', profileId: fromProfileId, currency: BENCH_CURRENCY },
    credit,
    amountMinor: BigInt(1 + pickIndex(1000)),
  };
  // As operations post: inside a database transaction of the caller's (BEGIN, post, COMMIT).
  return database.db.transaction().execute((trx) => ledger.post(trx, [transfer]));
}

function pickIndex(length: number): number {
  return Math.floor(Math.random() * length);
}

/**
 * `clients` loops each run `transferOnce` back to back for `seconds`; committed transfers per
 * second over the time until the last one finished. Any failure stops the run: a refused
 * transfer is a bug here, not a figure.
 */
export async function runClients(
  clients: number,
  seconds: number,
  transferOnce: () => Promise<void>,
  signal: AbortSignal,
): Promise<LoadResult> {
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  let committed = 0;
  const runClient = async () => {
    while (performance.now() < deadline && !signal.aborted) {
      await transferOnce();
      committed += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, runClient));
  signal.throwIfAborted();
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  return { committed, elapsedSeconds, perSecond: committed / elapsedSeconds };
}

/** Committed bench transfers of a kind, as the database counts them. */
export async function countTransfers(database: Database, kind: string): Promise<number> {
  const rows = await database.withSession((session) =>
    session.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transfers WHERE kind = $1', [
      kind,
    ]),
  );
  return Number(rows[0]?.count ?? 0n);
}
