import { rotateMerchantWebhookSecret } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MERCHANT_WEBHOOK_SECRET_OVERLAP_MS } from './merchant-webhooks.service';
import {
  HOUR,
  latestRetryMs,
  type MerchantWebhooksWorld,
  type Received,
  SECOND,
  startMerchantWebhooksWorld,
  verifiesBySpec,
  verifiesWith,
} from './merchant-webhooks.test-kit';
import { MERCHANT_WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';

let world: MerchantWebhooksWorld;
let secret = '';

beforeAll(async () => {
  world = await startMerchantWebhooksWorld();
  // Makes the user the key's customer cust-42 (a table of the api-keys feature, which a test may write).
  await world.testApp.context.db
    .insertInto('merchant_customers')
    .values({ api_key_id: world.key.id, external_customer_id: 'cust-42', user_id: world.customer.uuid })
    .execute();
  secret = await world.setEndpoint();
});
afterAll(async () => {
  await world.dispose();
});
beforeEach(() => {
  world.reset();
});

describe('merchant webhook delivery', () => {
  let doneId = '';

  it('tells the status change exactly once, signed, after two 500s, under one webhook-id', async () => {
    const transaction = await world.newTransaction();
    await world.drain();
    expect(world.received).toHaveLength(1);
    expect(JSON.parse((world.received[0] as Received).body)).toMatchObject({
      type: 'transaction.status_changed',
      data: { transaction_id: transaction.external_id, status: 'NEW' },
    });

    world.received = [];
    world.answers = [500, 500];
    await world.testApp.context.db
      .transaction()
      .execute((trx) => world.testApp.context.transactions.transition(trx, transaction.id, 'DONE'));
    await world.drain();
    expect(world.received.map((request) => request.status)).toEqual([500]);
    world.nowMs += latestRetryMs(1);
    await world.drain();
    world.nowMs += latestRetryMs(2);
    await world.drain();
    // A field change without a status move tells nothing new.
    await world.testApp.context.db
      .transaction()
      .execute((trx) => world.testApp.context.transactions.update(trx, transaction.id, { hash: 'abc' }));
    world.nowMs += 3 * 24 * HOUR;
    await world.drain();

    expect(world.received.map((request) => request.status)).toEqual([500, 500, 200]);
    const ids = new Set(world.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    doneId = String([...ids][0]);
    expect(doneId).toMatch(/^msg_\d+$/);
    for (const request of world.received) {
      expect(verifiesWith(secret, request)).toBe(true);
      expect(verifiesBySpec(secret, request)).toBe(true);
      expect(verifiesBySpec(secret, { ...request, body: request.body.replace('DONE', 'FAIL') })).toBe(false);
    }
    const accepted = world.received
      .filter((request) => request.status === 200)
      .map((request) => JSON.parse(request.body));
    expect(accepted).toEqual([
      {
        type: 'transaction.status_changed',
        timestamp: expect.any(String),
        data: {
          transaction_id: transaction.external_id,
          type: 'PAYIN',
          status: 'DONE',
          amount: '12.5',
          currency: 'EUR',
          fee: expect.any(String),
          fee_currency: null,
          to_amount: null,
          to_currency: null,
          paid_amount: null,
          failure_code: null,
          external_customer_id: 'cust-42',
          test_mode: true,
        },
      },
    ]);
  });

  it('shows all three attempts in the delivery log, newest first', async () => {
    const log = await world.deliveries();
    const done = log.find((delivery) => delivery.id === doneId);
    expect(done).toMatchObject({
      state: 'delivered',
      event_type: 'transaction.status_changed',
      next_attempt_at: null,
    });
    expect(done?.attempts.map((attempt) => [attempt.attempt, attempt.status_code])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    const [last, second, first] = done?.attempts ?? [];
    expect(last?.next_retry_at).toBeNull();
    expect(first?.next_retry_at).not.toBeNull();
    expect(second?.next_retry_at).not.toBeNull();
    for (const attempt of done?.attempts ?? []) {
      expect(attempt.response_ms).toBeGreaterThanOrEqual(0);
      expect(attempt.error === null).toBe(attempt.status_code === 200);
    }
    expect(log.filter((delivery) => delivery.payload.data !== undefined)).toHaveLength(2);
  });

  it('resends under the same id as a new attempt', async () => {
    const answer = await world.call(
      'POST',
      `api-keys/${world.key.id}/webhook/deliveries/${doneId}/resend`,
      world.owner,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: doneId, state: 'pending' });
    await world.drain();
    expect(world.received).toHaveLength(1);
    expect(world.received[0]?.headers['webhook-id']).toBe(doneId);
    expect(verifiesWith(secret, world.received[0] as Received)).toBe(true);
    const done = (await world.deliveries()).find((delivery) => delivery.id === doneId);
    expect(done?.state).toBe('delivered');
    expect(done?.attempts[0]).toMatchObject({ attempt: 4, is_resend: true, status_code: 200 });
    const unknown = await world.call(
      'POST',
      `api-keys/${world.key.id}/webhook/deliveries/msg_999999/resend`,
      world.owner,
    );
    expect(unknown.status).toBe(404);
    const malformed = await world.call(
      'POST',
      `api-keys/${world.key.id}/webhook/deliveries/abc/resend`,
      world.owner,
    );
    expect(malformed.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('a failed resend of a delivered message is one attempt, not a new schedule', async () => {
    world.answers = [503];
    await world.call('POST', `api-keys/${world.key.id}/webhook/deliveries/${doneId}/resend`, world.owner);
    await world.drain();
    world.nowMs += 24 * HOUR;
    await world.drain();
    expect(world.received.map((request) => request.status)).toEqual([503]);
    const done = (await world.deliveries()).find((delivery) => delivery.id === doneId);
    expect(done).toMatchObject({ state: 'delivered', next_attempt_at: null });
    expect(done?.attempts[0]).toMatchObject({
      attempt: 5,
      is_resend: true,
      status_code: 503,
      next_retry_at: null,
    });
  });

  it('signs with the old and the new secret during the rotation overlap, then with the new one only', async () => {
    const rotated = await world.call('POST', `api-keys/${world.key.id}/webhook/secret-rotation`, world.owner);
    expect(rotated.status).toBe(200);
    const { secret: newSecret, endpoint } = rotateMerchantWebhookSecret.response.parse(rotated.body);
    expect(newSecret).not.toBe(secret);
    expect(Date.parse(endpoint.previous_secret_until ?? '')).toBe(
      world.nowMs + MERCHANT_WEBHOOK_SECRET_OVERLAP_MS,
    );

    await world.call('POST', `api-keys/${world.key.id}/webhook/deliveries/${doneId}/resend`, world.owner);
    await world.drain();
    const during = world.received[0] as Received;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWith(newSecret, during)).toBe(true);
    expect(verifiesWith(secret, during)).toBe(true);

    world.nowMs += MERCHANT_WEBHOOK_SECRET_OVERLAP_MS + SECOND;
    await world.call('POST', `api-keys/${world.key.id}/webhook/deliveries/${doneId}/resend`, world.owner);
    await world.drain();
    const after = world.received[1] as Received;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifiesWith(newSecret, after)).toBe(true);
    expect(verifiesWith(secret, after)).toBe(false);
    expect(verifiesBySpec(secret, after)).toBe(false);
    expect((await world.call('GET', `api-keys/${world.key.id}/webhook`, world.owner)).body).toMatchObject({
      endpoint: { previous_secret_until: null },
    });
    secret = newSecret;
  });

  it('retries a receiver that stays down for more than three days, then gives up', async () => {
    const transaction = await world.newTransaction();
    world.answers = Array.from({ length: 20 }, () => 500);
    const startMs = world.nowMs;
    await world.drain();
    for (let failures = 1; failures <= MERCHANT_WEBHOOK_RETRY_DELAYS_MS.length; failures += 1) {
      world.nowMs += latestRetryMs(failures);
      await world.drain();
    }
    world.nowMs += 7 * 24 * HOUR;
    await world.drain();
    expect(world.received).toHaveLength(MERCHANT_WEBHOOK_RETRY_DELAYS_MS.length + 1);
    expect(new Set(world.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const lastAt = (world.received[world.received.length - 1] as Received).atMs;
    expect(lastAt - startMs).toBeGreaterThan(72 * HOUR);
    const log = await world.deliveries();
    const failed = log.find(
      (delivery) =>
        delivery.payload.data &&
        (delivery.payload.data as { transaction_id: string }).transaction_id === transaction.external_id,
    );
    expect(failed).toMatchObject({ state: 'failed', next_attempt_at: null });
    expect(failed?.attempts).toHaveLength(11);
  });
});
