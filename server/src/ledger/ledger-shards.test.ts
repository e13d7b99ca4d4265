import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { createProfile, fund, ledgerDatabasesPerTest } from './ledger.test-kit';
import { auditLedger } from './ledger-audit';
import { available, house } from './ledger-types';

const ledger = createLedger({ nowMs: Date.now });
const { setUp, balanceOf } = ledgerDatabasesPerTest(ledger);

describe('house account shards', () => {
  const fee = (profileId: string, amountMinor: bigint) => ({
    id: crypto.randomUUID(),
    kind: 'fee',
    debit: available(profileId, 'EUR'),
    credit: house('fees', 'EUR'),
    amountMinor,
  });

  it('counts every shard of a house account in its balance', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 1_000n), fee(alice, 30n)]);
    const first = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'shard'])
      .where('kind', '=', 'fees')
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('ledger_accounts')
      .values({ kind: 'fees', currency: 'EUR', name: '', shard: (first.shard + 1) % 16 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.post(db, [{ ...fee(alice, 12n), credit: { id: other.id } }]);
    expect(await ledger.houseBalance(db, 'fees', 'EUR')).toBe(42n);
    expect(await ledger.houseBalance(db, 'fees', 'USD')).toBe(0n);
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 958n, held: 0n });
    expect((await auditLedger(db)).findings).toEqual([]);
  });

  it.each([
    ['a user account off shard 0', { kind: 'user_available', shard: 1, withProfile: true }],
    ['a house shard past 15', { kind: 'fees', shard: 16, withProfile: false }],
    ['a negative shard', { kind: 'fees', shard: -1, withProfile: false }],
  ] as const)('refuses %s', async (_name, row) => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await expect(
      db
        .insertInto('ledger_accounts')
        .values({
          kind: row.kind,
          currency: 'EUR',
          shard: row.shard,
          profile_id: row.withProfile ? alice : null,
        })
        .execute(),
    ).rejects.toThrow(/ledger_accounts_shard_range/);
  });

  it('keeps one row per shard, each connection on its own, when many connections pay fees at once', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 10_000n)]);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) => ledger.post(db, [fee(alice, BigInt(index + 1))])),
    );
    const shards = await db
      .selectFrom('ledger_accounts')
      .select('shard')
      .where('kind', '=', 'fees')
      .where('currency', '=', 'EUR')
      .execute();
    expect(new Set(shards.map((row) => row.shard)).size).toBe(shards.length);
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(await ledger.houseBalance(db, 'fees', 'EUR')).toBe(820n);
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 10_000n - 820n, held: 0n });
    expect((await auditLedger(db)).findings).toEqual([]);
  });
});
