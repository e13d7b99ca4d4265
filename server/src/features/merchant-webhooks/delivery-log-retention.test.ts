import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { MERCHANT_WEBHOOK_RETENTION, MERCHANT_WEBHOOK_RETENTION_MS } from './delivery-log-retention';

const DAY = 24 * 60 * 60_000;
let nowMs = Date.now();
let testApp: TestApp;
let keyId: string;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => nowMs });
  const owner = await testApp.signIn();
  keyId = (
    await createKeyThroughApi(testApp, owner, {
      name: 'Shop',
      type: 'exchanger',
      permissions: [],
      is_test_mode: true,
    })
  ).apiKey.id;
});
afterAll(() => testApp.dispose());

/** A message created `ageMs` ago: delivered (with an attempt), given up, or still due. */
async function message(webhookId: string, ageMs: number, state: 'delivered' | 'gave_up' | 'due') {
  const at = new Date(nowMs - ageMs);
  await testApp.context.db
    .insertInto('merchant_webhook_messages')
    .values({
      api_key_id: keyId,
      webhook_id: webhookId,
      event_type: 'transaction.status_changed',
      payload: JSON.stringify({ type: 'transaction.status_changed' }),
      transaction_ref: webhookId,
      transaction_status: 'DONE',
      created_at: at,
      next_attempt_at: state === 'due' ? new Date(nowMs) : null,
      delivered_at: state === 'delivered' ? at : null,
      gave_up_at: state === 'gave_up' ? at : null,
    })
    .execute();
  await testApp.context.db
    .insertInto('merchant_webhook_attempts')
    .values({
      api_key_id: keyId,
      webhook_id: webhookId,
      attempt_number: 1,
      started_at: at,
      status_code: state === 'delivered' ? 200 : 500,
      response_ms: 12,
    })
    .execute();
}

const messageIds = async () =>
  (
    await testApp.context.db
      .selectFrom('merchant_webhook_messages')
      .select('webhook_id')
      .where('api_key_id', '=', keyId)
      .orderBy('webhook_id')
      .execute()
  ).map((row) => row.webhook_id);

describe('the delivery log’s retention', () => {
  it('drops finished messages past 90 days with their attempts, and keeps recent and due ones', async () => {
    const old = MERCHANT_WEBHOOK_RETENTION_MS + DAY;
    await message('msg_1', old, 'delivered');
    await message('msg_2', old, 'gave_up');
    await message('msg_3', old, 'due');
    await message('msg_4', MERCHANT_WEBHOOK_RETENTION_MS - DAY, 'delivered');

    const worker = testApp.worker(MERCHANT_WEBHOOK_RETENTION);
    expect(await worker.runOnce()).toBe(2);
    expect(await messageIds()).toEqual(['msg_3', 'msg_4']);
    const attempts = await testApp.context.db
      .selectFrom('merchant_webhook_attempts')
      .select('webhook_id')
      .where('api_key_id', '=', keyId)
      .orderBy('webhook_id')
      .execute();
    expect(attempts.map((row) => row.webhook_id)).toEqual(['msg_3', 'msg_4']);
    expect(await worker.runOnce()).toBe(0);

    // Two days on, the recent one has aged past the window too.
    nowMs += 2 * DAY;
    expect(await worker.runOnce()).toBe(1);
    expect(await messageIds()).toEqual(['msg_3']);
  });

  it('forgets intake marks of outbox events the outbox no longer has', async () => {
    const event = await testApp.context.db
      .insertInto('outbox_events')
      .values({
        user_id: (await testApp.signIn()).uuid,
        seq: 1n,
        topic: 'transaction.changed',
        payload: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const live = BigInt(event.id);
    await testApp.context.db
      .insertInto('merchant_webhook_intake')
      .values([
        { outbox_event_id: live - 1_000n, api_key_id: keyId },
        { outbox_event_id: live, api_key_id: keyId },
      ])
      .execute();
    await testApp.worker(MERCHANT_WEBHOOK_RETENTION).runOnce();
    const marks = await testApp.context.db
      .selectFrom('merchant_webhook_intake')
      .select('outbox_event_id')
      .where('api_key_id', '=', keyId)
      .execute();
    expect(marks.map((row) => BigInt(row.outbox_event_id))).toEqual([live]);
  });
});
