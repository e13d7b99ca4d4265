import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { availableOf, fundedUser as fundedUserWith } from '../../test-support/money.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

// POST transfers runs in one database call (money_apply, issue 30): what the transaction path kept
// for a key, a refusal, an inactive recipient and the users' events, it keeps the same way.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

type Funded = Awaited<ReturnType<typeof fundedUserWith>>;
const fundedUser = (amountMinor: bigint) => fundedUserWith(testApp, { EUR: amountMinor });

async function send(from: Funded, to: Funded, amount: string, idempotencyKey: string) {
  const response = await testApp.app.request('/api/client/v1/transfers', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...bearer(from.login, { 'Idempotency-Key': idempotencyKey }),
    },
    body: JSON.stringify({ currency: 'EUR', amount, to_profile_id: to.profileId }),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    text: await response.text(),
  };
}

const userOf = async (profile: Funded) =>
  (
    await testApp.context.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', profile.profileId)
      .executeTakeFirstOrThrow()
  ).user_id;

describe('POST transfers in one database call', () => {
  it('keeps a refusal for its key: after the money arrives the same request still answers it, replayed', async () => {
    const sender = await fundedUser(100n);
    const recipient = await fundedUser(1n);
    const idempotencyKey = crypto.randomUUID();
    const refused = await send(sender, recipient, '5', idempotencyKey);
    expect([refused.status, JSON.parse(refused.text).error.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(sender.profileId, 'EUR', 10_000n)]));
    const again = await send(sender, recipient, '5', idempotencyKey);
    expect([again.status, again.replayed, again.text]).toEqual([422, 'true', refused.text]);
    expect(await availableOf(testApp, sender.profileId)).toEqual({ EUR: 10_100n });
  });

  it('refuses a blocked recipient without keeping the answer: the same key goes through once they are active', async () => {
    const sender = await fundedUser(10_000n);
    const recipient = await fundedUser(1n);
    const recipientUser = await userOf(recipient);
    const setStatus = (status: 'active' | 'blocked') =>
      testApp.context.db.updateTable('users').set({ status }).where('id', '=', recipientUser).execute();
    const idempotencyKey = crypto.randomUUID();
    await setStatus('blocked');
    const refused = await send(sender, recipient, '1', idempotencyKey);
    expect([refused.status, JSON.parse(refused.text).error.code]).toEqual([403, 'PROFILE_INACTIVE']);
    await setStatus('active');
    const done = await send(sender, recipient, '1', idempotencyKey);
    expect([done.status, done.replayed]).toEqual([200, null]);
    expect(await availableOf(testApp, recipient.profileId)).toEqual({ EUR: 101n });
  });

  it('answers 422 for the key used again with another request, and moves nothing more', async () => {
    const sender = await fundedUser(10_000n);
    const recipient = await fundedUser(1n);
    const idempotencyKey = crypto.randomUUID();
    expect((await send(sender, recipient, '1', idempotencyKey)).status).toBe(200);
    const other = await send(sender, recipient, '2', idempotencyKey);
    expect([other.status, JSON.parse(other.text).error.code]).toEqual([422, 'UNPROCESSABLE_ENTITY']);
    expect(await availableOf(testApp, sender.profileId)).toEqual({ EUR: 9_900n });
  });

  it("leaves each user one transaction.changed event, numbered after the user's earlier ones", async () => {
    const sender = await fundedUser(10_000n);
    const recipient = await fundedUser(1n);
    const [senderUser, recipientUser] = [await userOf(sender), await userOf(recipient)];
    const eventsOf = (userId: string) =>
      testApp.context.db
        .selectFrom('outbox_events')
        .select(['seq', 'topic', 'payload'])
        .where('user_id', '=', userId)
        .orderBy('seq')
        .execute();
    const [senderBefore, recipientBefore] = [await eventsOf(senderUser), await eventsOf(recipientUser)];
    const answer = await send(sender, recipient, '1.5', crypto.randomUUID());
    const sent = JSON.parse(answer.text) as { id: string };
    const [senderAfter, recipientAfter] = [await eventsOf(senderUser), await eventsOf(recipientUser)];
    const lastSeq = (events: { seq: string | number | bigint }[]) =>
      events.length ? BigInt(events[events.length - 1]?.seq ?? 0) : 0n;
    const senderNew = senderAfter.slice(senderBefore.length);
    const recipientNew = recipientAfter.slice(recipientBefore.length);
    expect(senderNew.map((event) => [BigInt(event.seq), event.topic])).toEqual([
      [lastSeq(senderBefore) + 1n, 'transaction.changed'],
    ]);
    expect(recipientNew.map((event) => [BigInt(event.seq), event.topic])).toEqual([
      [lastSeq(recipientBefore) + 1n, 'transaction.changed'],
    ]);
    expect(senderNew[0]?.payload).toEqual({ transaction: JSON.parse(answer.text) });
    expect(recipientNew[0]?.payload).toMatchObject({
      transaction: { type: 'UDEPOSIT', amount: '1.5', parent_id: sent.id, status: 'DONE' },
    });
  });
});
