import { afterEach, describe, expect, it } from 'vitest';
import { fund } from '../ledger/ledger.test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.dispose()));
});

async function setUp() {
  const testApp = await createTestApp();
  apps.push(testApp);
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  const { db, transactions, ledger } = testApp.context;
  return { testApp, login, profileId, db, transactions, ledger };
}

describe('transactions service', () => {
  it('creates with the direction of its type, history, and an event for the owner', async () => {
    const { db, transactions, profileId, login } = await setUp();
    const row = await db.transaction().execute((trx) =>
      transactions.create(trx, {
        profileId,
        type: 'PAYOUT',
        amountMinor: 12_345n,
        currency: 'EUR',
        feeMinor: 100n,
        payway: 'iban',
      }),
    );
    expect(row).toMatchObject({ direction: 'PAYOUT', status: 'NEW', amount: '12345', fee: '100' });
    expect(row.external_id).toMatch(/^F[0-9A-Z]{12}$/);
    const view = await transactions.view(db, row);
    expect(view).toMatchObject({
      amount: '123.45',
      fee: '1',
      currency: 'EUR',
      direction: 'PAYOUT',
      action_choices: [],
    });
    const events = await db
      .selectFrom('outbox_events')
      .selectAll()
      .where('user_id', '=', login.uuid)
      .execute();
    expect(events.map((event) => [Number(event.seq), event.topic])).toEqual([[1, 'transaction.changed']]);
    expect(
      (await db.selectFrom('transaction_status_history').selectAll().execute()).map(
        (entry) => entry.to_status,
      ),
    ).toEqual(['NEW']);
  });

  it('moves along the table, numbering the owner’s events without gaps', async () => {
    const { db, transactions, profileId, login } = await setUp();
    const row = await db
      .transaction()
      .execute((trx) =>
        transactions.create(trx, { profileId, type: 'PAYIN', amountMinor: 1n, currency: 'EUR' }),
      );
    await db.transaction().execute((trx) => transactions.transition(trx, row.id, 'WAIT'));
    await db.transaction().execute((trx) => transactions.transition(trx, row.id, 'PROCESSING'));
    const failed = await db.transaction().execute((trx) =>
      transactions.transition(trx, row.id, 'FAIL', {
        changes: { failure_code: 'PAYIN_VERIFICATION_ERROR' },
        reason: 'provider',
      }),
    );
    expect(failed).toMatchObject({ status: 'FAIL', failure_code: 'PAYIN_VERIFICATION_ERROR' });
    // Nothing arrived, so there is nothing to refund, deposit or convert: no choice would work.
    expect((await transactions.view(db, failed)).action_choices).toEqual([]);
    const seqs = (
      await db
        .selectFrom('outbox_events')
        .select('seq')
        .where('user_id', '=', login.uuid)
        .orderBy('seq')
        .execute()
    ).map((event) => Number(event.seq));
    expect(seqs).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['PROCESSING', 'CANCELLED'],
    ['DONE', 'FAIL'],
    ['EXPIRED', 'PROCESSING'],
  ] as const)('refuses %s → %s with CONFLICT_ERROR and changes nothing', async (from, to) => {
    const { db, transactions, profileId } = await setUp();
    const row = await db.transaction().execute((trx) =>
      transactions.create(trx, {
        profileId,
        type: 'PAYIN',
        amountMinor: 1n,
        currency: 'EUR',
        status: from,
      }),
    );
    await expect(
      db.transaction().execute((trx) => transactions.transition(trx, row.id, to)),
    ).rejects.toMatchObject({
      code: 'CONFLICT_ERROR',
      details: { reason: 'status_transition_refused', from, to },
    });
    expect((await transactions.findById(db, row.id))?.status).toBe(from);
  });

  it.each(['CANCELLED', 'EXPIRED', 'FAIL', 'REJECT'] as const)('gives held money back on %s', async (end) => {
    const { db, transactions, ledger, profileId } = await setUp();
    await ledger.post(db, [fund(profileId, 'EUR', 1_000n)]);
    const row = await db.transaction().execute(async (trx) => {
      const created = await transactions.create(trx, {
        profileId,
        type: 'PAYOUT',
        amountMinor: 600n,
        currency: 'EUR',
      });
      await ledger.hold(trx, { transactionId: created.id, profileId, currency: 'EUR', amountMinor: 600n });
      return created;
    });
    expect((await ledger.balances(db, profileId))[0]).toMatchObject({
      availableMinor: 400n,
      heldMinor: 600n,
    });
    await db.transaction().execute((trx) => transactions.transition(trx, row.id, end));
    expect((await ledger.balances(db, profileId))[0]).toMatchObject({
      availableMinor: 1_000n,
      heldMinor: 0n,
    });
    const hold = await db.selectFrom('ledger_holds').select('status').executeTakeFirstOrThrow();
    expect(hold.status).toBe(end === 'EXPIRED' ? 'expired' : 'voided');
  });

  it('will not call a transaction DONE while its money is still held', async () => {
    const { db, transactions, ledger, profileId } = await setUp();
    await ledger.post(db, [fund(profileId, 'EUR', 1_000n)]);
    await expect(
      db.transaction().execute(async (trx) => {
        const created = await transactions.create(trx, {
          profileId,
          type: 'PAYOUT',
          amountMinor: 600n,
          currency: 'EUR',
        });
        await ledger.hold(trx, { transactionId: created.id, profileId, currency: 'EUR', amountMinor: 600n });
        await transactions.transition(trx, created.id, 'DONE');
      }),
    ).rejects.toThrow(/still held/);
    expect(await db.selectFrom('transactions').selectAll().execute()).toEqual([]);
  });

  it('queues a webhook for a merchant transaction with a callback URL', async () => {
    const { db, transactions, profileId } = await setUp();
    const key = await db
      .insertInto('api_keys')
      .values({
        profile_id: profileId,
        name: 'Shop',
        type: 'widget',
        public_key: 'fpk_test_x',
        secret_hash: 'a'.repeat(64),
        permissions: [],
        ip_addresses: [],
        domain: 'shop.test',
        domain_status: 'verified',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      transactions.create(trx, {
        profileId,
        type: 'EXCHANGE',
        exchangeKind: 'BUY',
        amountMinor: 5_000n,
        currency: 'EUR',
        apiKeyId: key.id,
        callbackUrl: 'https://shop.test/hooks',
      }),
    );
    const [delivery] = await db.selectFrom('webhook_deliveries').selectAll().execute();
    expect(delivery?.url).toBe('https://shop.test/hooks');
    expect(delivery?.payload).toMatchObject({
      type: 'transaction.status',
      data: { amount: '50', exchange_kind: 'BUY' },
    });
    expect(delivery?.payload).toHaveProperty('id', delivery?.id);
  });
});
