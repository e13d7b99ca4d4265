import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { createProfile, fund, ledgerDatabasesPerTest } from './ledger.test-kit';
import { auditLedger } from './ledger-audit';
import { available, held, house } from './ledger-types';

const ledger = createLedger({ nowMs: Date.now });
const { setUp, balanceOf } = ledgerDatabasesPerTest(ledger);

describe('ledger', () => {
  it('moves money between accounts and keeps every invariant', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    const bob = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 10_000n)]);
    await ledger.post(db, [
      {
        id: crypto.randomUUID(),
        kind: 'transfer',
        debit: available(alice, 'EUR'),
        credit: available(bob, 'EUR'),
        amountMinor: 2_550n,
      },
      {
        id: crypto.randomUUID(),
        kind: 'fee',
        debit: available(alice, 'EUR'),
        credit: house('fees', 'EUR'),
        amountMinor: 50n,
      },
    ]);
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 7_400n, held: 0n });
    expect(await balanceOf(db, bob, 'EUR')).toEqual({ available: 2_550n, held: 0n });
    const report = await auditLedger(db);
    expect(report.findings).toEqual([]);
    expect(report.counts).toMatchObject({ transfers: 3, entries: 6 });
  });

  it('refuses to take a user below zero with INSUFFICIENT_BALANCE and changes nothing', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    const bob = await createProfile(db);
    await ledger.post(db, [fund(alice, 'USDT', 1_000_000n)]);
    const move = (amountMinor: bigint) => ({
      id: crypto.randomUUID(),
      kind: 'transfer',
      debit: available(alice, 'USDT'),
      credit: available(bob, 'USDT'),
      amountMinor,
    });
    await expect(ledger.post(db, [move(600_000n), move(600_000n)])).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await balanceOf(db, alice, 'USDT')).toEqual({ available: 1_000_000n, held: 0n });
    expect((await auditLedger(db)).counts.transfers).toBe(1);
  });

  it.each([
    [
      'moves between currencies',
      (alice: string) => ({ debit: available(alice, 'EUR'), credit: house('fees', 'USD') }),
    ],
    [
      'names an account that does not exist',
      () => ({ debit: { id: 999_999n }, credit: house('fees', 'EUR') }),
    ],
  ])('refuses a transfer that %s', async (_name, legs) => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    await expect(
      ledger.post(db, [{ id: crypto.randomUUID(), kind: 'bad', amountMinor: 10n, ...legs(alice) }]),
    ).rejects.toThrow();
    expect((await auditLedger(db)).findings).toEqual([]);
  });

  it('refuses the same transfer id twice (a transfer happens once)', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    const transfer = fund(alice, 'EUR', 100n);
    await ledger.post(db, [transfer]);
    await expect(ledger.post(db, [transfer])).rejects.toThrow();
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 100n, held: 0n });
  });

  it('keeps history immutable', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    await expect(sql`UPDATE ledger_entries SET amount = 1`.execute(db)).rejects.toThrow(/immutable/);
    await expect(sql`DELETE FROM ledger_transfers`.execute(db)).rejects.toThrow(/immutable/);
  });

  it('notices entries whose transfer does not exist', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    const account = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('profile_id', '=', alice)
      .executeTakeFirstOrThrow();
    // A pair that nets to zero on the account: only the missing transfer gives it away.
    const orphan = crypto.randomUUID();
    await db
      .insertInto('ledger_entries')
      .values([
        { transfer_id: orphan, account_id: account.id, currency: 'EUR', amount: '1', balance_after: '101' },
        { transfer_id: orphan, account_id: account.id, currency: 'EUR', amount: '-1', balance_after: '100' },
      ])
      .execute();
    const report = await auditLedger(db);
    expect(report.findings.map((finding) => finding.check)).toEqual([
      'every entry belongs to a transfer',
      'every entry belongs to a transfer',
    ]);
  });

  it('notices a tampered cached balance', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    await sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE profile_id = ${alice}`.execute(db);
    const report = await auditLedger(db);
    expect(report.isBalanced).toBe(false);
    expect(report.findings.map((finding) => finding.check)).toEqual(
      expect.arrayContaining([
        'cached balance equals the sum of entries',
        'the last entry of an account shows its balance',
      ]),
    );
  });
});

describe('two-phase holds', () => {
  async function withHold(amountMinor: bigint) {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 10_000n)]);
    const transactionId = crypto.randomUUID();
    const holdId = await ledger.hold(db, { transactionId, profileId: alice, currency: 'EUR', amountMinor });
    return { db, alice, holdId };
  }

  it('sets money aside, then posts it out', async () => {
    const { db, alice, holdId } = await withHold(4_000n);
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 6_000n, held: 4_000n });
    expect((await auditLedger(db)).findings).toEqual([]);
    await ledger.postHold(db, holdId, house('provider_clearing', 'EUR', 'sandbox-payouts'));
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 6_000n, held: 0n });
    expect((await auditLedger(db)).findings).toEqual([]);
  });

  it('posts part of a hold and gives the rest back (a partial payout)', async () => {
    const { db, alice, holdId } = await withHold(4_000n);
    const result = await ledger.postHold(db, holdId, house('provider_clearing', 'EUR', 'sandbox-payouts'), {
      amountMinor: 2_500n,
    });
    expect(result).toEqual({ postedMinor: 2_500n, returnedMinor: 1_500n });
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 7_500n, held: 0n });
    expect((await auditLedger(db)).findings).toEqual([]);
  });

  it('voids a hold, giving everything back', async () => {
    const { db, alice, holdId } = await withHold(4_000n);
    await ledger.voidHold(db, holdId);
    expect(await balanceOf(db, alice, 'EUR')).toEqual({ available: 10_000n, held: 0n });
    expect((await auditLedger(db)).findings).toEqual([]);
  });

  it.each([
    ['post then void', 'posted', 'voided'],
    ['void then post', 'voided', 'posted'],
    ['post twice', 'posted', 'posted'],
  ] as const)('settles once: %s is refused the second time', async (_name, first, second) => {
    const { db, alice, holdId } = await withHold(1_000n);
    const settle = (how: 'posted' | 'voided') =>
      how === 'posted'
        ? ledger.postHold(db, holdId, house('provider_clearing', 'EUR', 'x'))
        : ledger.voidHold(db, holdId);
    await settle(first);
    const after = await balanceOf(db, alice, 'EUR');
    await expect(settle(second)).rejects.toMatchObject({ code: 'CONFLICT_ERROR' });
    expect(await balanceOf(db, alice, 'EUR')).toEqual(after);
  });

  it('cannot hold more than is available', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 100n)]);
    await expect(
      db.transaction().execute((trx) =>
        ledger.hold(trx, {
          transactionId: crypto.randomUUID(),
          profileId: alice,
          currency: 'EUR',
          amountMinor: 101n,
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await db.selectFrom('ledger_holds').selectAll().execute()).toEqual([]);
  });
});

describe('under concurrency', () => {
  it('keeps the books balanced across 200 parallel transfers among 8 profiles, none negative', async () => {
    const { db } = await setUp();
    const profiles = await Promise.all(Array.from({ length: 8 }, () => createProfile(db)));
    await ledger.post(
      db,
      profiles.map((profile) => fund(profile, 'EUR', 1_000n)),
    );
    let refused = 0;
    await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const from = profiles[index % 8] as string;
        const to = profiles[(index * 3 + 1) % 8] as string;
        if (from === to) return;
        try {
          await ledger.post(db, [
            {
              id: crypto.randomUUID(),
              kind: 'transfer',
              debit: available(from, 'EUR'),
              credit: available(to, 'EUR'),
              amountMinor: BigInt(50 + (index % 7) * 40),
            },
          ]);
        } catch (error) {
          if ((error as { code?: string }).code !== 'INSUFFICIENT_BALANCE') throw error;
          refused += 1;
        }
      }),
    );
    const report = await auditLedger(db);
    expect(report.findings).toEqual([]);
    const total = (await Promise.all(profiles.map((profile) => balanceOf(db, profile, 'EUR')))).reduce(
      (sum, balance) => sum + balance.available,
      0n,
    );
    expect(total).toBe(8_000n);
    expect(refused).toBeGreaterThanOrEqual(0);
  });

  it('creates an account once when many transfers touch it first at the same time', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await Promise.all(Array.from({ length: 20 }, () => ledger.post(db, [fund(alice, 'TON', 1n)])));
    const accounts = await db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('profile_id', '=', alice)
      .execute();
    expect(accounts).toHaveLength(1);
    expect(await balanceOf(db, alice, 'TON')).toEqual({ available: 20n, held: 0n });
    expect(held(alice, 'TON')).toMatchObject({ kind: 'user_held' });
  });
});
