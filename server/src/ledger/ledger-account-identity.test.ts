import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { createProfile, fund, ledgerDatabasesPerTest } from './ledger.test-kit';
import { auditLedger } from './ledger-audit';

// What an account is (kind, profile, currency, name, shard) is checked when its row is written and
// never changes after; only its balance does (migration 0023).
const ledger = createLedger({ nowMs: Date.now });
const { setUp, balanceOf } = ledgerDatabasesPerTest(ledger);

describe("an account's identity", () => {
  it.each([
    [
      'a user kind without a profile',
      { kind: 'user_available', withProfile: false },
      /user_accounts_belong_to_profiles/,
    ],
    ['a house kind with a profile', { kind: 'fees', withProfile: true }, /user_accounts_belong_to_profiles/],
    [
      'a kind the ledger does not know',
      { kind: 'piggy_bank', withProfile: false },
      /ledger_accounts_kind_fkey/,
    ],
  ] as const)('refuses %s', async (_name, row, refusal) => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await expect(
      sql`INSERT INTO ledger_accounts (kind, profile_id, currency) VALUES (${row.kind}, ${row.withProfile ? alice : null}::uuid, 'EUR')`.execute(
        db,
      ),
    ).rejects.toThrow(refusal);
  });

  it.each([
    ['kind', sql`kind = 'user_held'`],
    ['profile', sql`profile_id = NULL`],
    ['currency', sql`currency = 'USD'`],
    ['name', sql`name = 'other'`],
    ['shard', sql`shard = 1`],
  ])('never changes its %s', async (_name, change) => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    await expect(
      sql`UPDATE ledger_accounts SET ${change} WHERE profile_id = ${alice}`.execute(db),
    ).rejects.toThrow(/only the balance of an account changes/);
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 100n, held: 0n });
    expect((await auditLedger(db)).findings).toEqual([]);
  });

  it('still refuses a user balance below zero', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    await expect(
      sql`UPDATE ledger_accounts SET balance = -1 WHERE profile_id = ${alice}`.execute(db),
    ).rejects.toThrow(/user_balance_never_negative/);
  });
});
