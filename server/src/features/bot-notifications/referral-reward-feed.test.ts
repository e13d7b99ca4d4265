import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitUserEvent } from '../../events/user-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createNotificationFeed } from './notification-feed';

// The referrals worker books a reward or its clawback DONE, which writes `transaction.changed`
// (referrals.test.ts proves it); the bot's feed tells each as what it is, once it is DONE.

let testApp: TestApp;
let nextTelegramId = 7_500_000_000n;

beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(() => testApp?.dispose());

async function referrerWith(transactions: Record<string, unknown>[], language: 'en' | 'pl' = 'en') {
  nextTelegramId += 1n;
  const login = await testApp.signIn({ tgId: nextTelegramId, language });
  const sinceMs = Date.now() - 1000;
  for (const transaction of transactions)
    await emitUserEvent(testApp.context.db, login.uuid, 'transaction.changed', { transaction });
  const feed = createNotificationFeed(testApp.context.db);
  const told = [];
  for await (const notification of feed.replay({ sinceMs }))
    if (notification.chat_id === String(nextTelegramId)) told.push(notification);
  return told;
}

let nextId = 0;
const booked = (type: string, status = 'DONE') => {
  nextId += 1;
  return bookedAs(`F00000000000${nextId}`, type, status);
};
const bookedAs = (id: string, type: string, status: string) => ({
  id,
  type,
  status,
  amount: '5',
  currency: 'USDT',
  to_amount: null,
  to_currency: null,
  paid_amount: null,
});

describe('the bot tells a referrer of their rewards', () => {
  it('a REF_DEPOSIT or REF_CONVERT paid is a reward paid; a REF_CLAWBACK is a reward taken back', async () => {
    const told = await referrerWith(
      [booked('REF_DEPOSIT'), booked('REF_CONVERT'), booked('REF_CLAWBACK')],
      'pl',
    );
    expect(told.map((notification) => [notification.kind, notification.transaction?.type])).toEqual([
      ['referralRewardPaid', 'REF_DEPOSIT'],
      ['referralRewardPaid', 'REF_CONVERT'],
      ['referralRewardClawedBack', 'REF_CLAWBACK'],
    ]);
    expect(told[2]).toMatchObject({ language: 'pl', transaction: { amount: '5', currency: 'USDT' } });
  });

  it('says nothing of a reward transaction that is not DONE', async () => {
    expect(await referrerWith([booked('REF_DEPOSIT', 'PROCESSING'), booked('REF_CLAWBACK', 'FAIL')])).toEqual(
      [],
    );
  });
});
