import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../db/schema';
import { createLedger, ledgerPostItem } from './ledger';
import { ledgerDatabasesPerTest } from './ledger.test-kit';
import { auditLedger } from './ledger-audit';
import { mapLedgerError } from './ledger-errors';
import { available, held, house, type TransferSpec } from './ledger-types';

// One transfer between two keyed accounts takes ledger_post_transfer; a batch takes ledger_post.
// Each case runs once each way, in two databases set up alike, and both must leave the same books.
const ledger = createLedger({ nowMs: Date.now });
const { setUp } = ledgerDatabasesPerTest(ledger);

const ALICE = '0a11ce00-0000-4000-8000-000000000001';
const BOB = '0b0b0000-0000-4000-8000-000000000002';
const FUNDING_ID = 'f0000000-0000-4000-8000-000000000001';

const transfer = (debit: TransferSpec['debit'], credit: TransferSpec['credit'], amountMinor: bigint) => ({
  id: 'c0000000-0000-4000-8000-00000000000c',
  kind: 'case',
  transactionId: 'c0000000-0000-4000-8000-0000000000aa',
  debit,
  credit,
  amountMinor,
});

const CASES: [string, TransferSpec, string | null][] = [
  [
    'between profiles, the debit opened first',
    transfer(available(ALICE, 'EUR'), available(BOB, 'EUR'), 300n),
    null,
  ],
  [
    'between profiles, the credit opened first',
    transfer(available(BOB, 'EUR'), available(ALICE, 'EUR'), 500n),
    null,
  ],
  ['into an account it opens', transfer(available(ALICE, 'EUR'), held(BOB, 'EUR'), 1n), null],
  ['from a user into the house', transfer(available(ALICE, 'EUR'), house('fees', 'EUR'), 25n), null],
  ['from the house into a user', transfer(house('liquidity', 'EUR'), available(BOB, 'EUR'), 70n), null],
  [
    'into a named clearing account',
    transfer(available(ALICE, 'EUR'), house('provider_clearing', 'EUR', 'x'), 9n),
    null,
  ],
  ['from available into held', transfer(available(ALICE, 'EUR'), held(ALICE, 'EUR'), 1_000n), null],
  [
    'more than the user has',
    transfer(available(ALICE, 'EUR'), available(BOB, 'EUR'), 1_001n),
    'INSUFFICIENT_BALANCE',
  ],
  ['between currencies', transfer(available(ALICE, 'EUR'), house('fees', 'USD'), 5n), 'refused'],
  ['within one account', transfer(available(ALICE, 'EUR'), available(ALICE, 'EUR'), 5n), 'refused'],
  [
    'with a transfer id used before',
    { ...transfer(available(ALICE, 'EUR'), available(BOB, 'EUR'), 5n), id: FUNDING_ID },
    'refused',
  ],
];

async function postAsBatch(db: Kysely<Schema>, transfers: readonly TransferSpec[]) {
  await sql`SELECT ledger_post(${JSON.stringify(transfers.map(ledgerPostItem))}::jsonb)`.execute(db);
}

/** Alice with 1,000 EUR (her account opened first), Bob with 500 EUR, posted as a batch. */
async function books() {
  const { db } = await setUp();
  for (const id of [ALICE, BOB]) {
    const user = await db.insertInto('users').defaultValues().returning('id').executeTakeFirstOrThrow();
    await db.insertInto('profiles').values({ id, user_id: user.id, name: null }).execute();
  }
  await postAsBatch(db, [
    {
      ...transfer(house('provider_clearing', 'EUR', 'bank'), available(ALICE, 'EUR'), 1_000n),
      id: FUNDING_ID,
    },
    {
      ...transfer(house('provider_clearing', 'EUR', 'bank'), available(BOB, 'EUR'), 500n),
      id: 'f0000000-0000-4000-8000-000000000002',
    },
  ]);
  return db;
}

/**
 * The books by account key. A house account's rows (shards) are summed, and a house entry's
 * balance_after is left out: which shard a posting lands on depends on the connection.
 */
async function snapshot(db: Kysely<Schema>) {
  const accounts = await sql`
    SELECT kind, profile_id, currency, name, sum(balance)::text AS balance FROM ledger_accounts
    GROUP BY kind, profile_id, currency, name ORDER BY kind, profile_id, currency, name`.execute(db);
  const transfers = await sql`
    SELECT t.id, t.kind, t.transaction_id, t.currency, t.amount::text AS amount,
           d.kind AS debit_kind, d.profile_id AS debit_profile, d.name AS debit_name,
           c.kind AS credit_kind, c.profile_id AS credit_profile, c.name AS credit_name
    FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id
    JOIN ledger_accounts c ON c.id = t.credit_account_id
    ORDER BY t.id`.execute(db);
  const entries = await sql`
    SELECT e.transfer_id, a.kind, a.profile_id, a.name, e.currency, e.amount::text AS amount,
           CASE WHEN a.profile_id IS NULL THEN NULL ELSE e.balance_after::text END AS balance_after
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    ORDER BY e.id`.execute(db);
  return { accounts: accounts.rows, transfers: transfers.rows, entries: entries.rows };
}

async function outcome(posting: Promise<void>): Promise<string | null> {
  try {
    await posting;
    return null;
  } catch (error) {
    return (error as { code?: string }).code === 'INSUFFICIENT_BALANCE' ? 'INSUFFICIENT_BALANCE' : 'refused';
  }
}

describe('one transfer, posted alone or as a batch', () => {
  it.each(CASES)('%s: the same books either way', async (_name, spec, expected) => {
    const [single, batch] = [await books(), await books()];
    const before = await snapshot(single);
    const results = [
      await outcome(ledger.post(single, [spec])),
      await outcome(postAsBatch(batch, [spec]).catch((error) => Promise.reject(mapLedgerError(error)))),
    ];
    expect(results).toEqual([expected, expected]);
    const after = await snapshot(single);
    expect(await snapshot(batch)).toEqual(after);
    if (expected === null) {
      expect(after.transfers).toHaveLength(before.transfers.length + 1);
      expect(after.entries).toHaveLength(before.entries.length + 2);
    } else {
      expect(after).toEqual(before);
    }
    for (const db of [single, batch]) expect(await ledgerFindings(db)).toEqual([]);
  });
});

/** The audit's findings but the holds check: money moved into held here has no ledger_holds row. */
async function ledgerFindings(db: Kysely<Schema>) {
  const { findings } = await auditLedger(db);
  return findings.filter((finding) => finding.check !== 'held money equals pending holds');
}
