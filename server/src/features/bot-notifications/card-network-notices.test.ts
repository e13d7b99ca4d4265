import { type BotNotification, completeSandboxVerification } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCard } from '../../test-support/card-network.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createNotificationFeed } from './notification-feed';

// The whole app as compose-app wires it: the sandbox card network drives Ferry's authorization
// endpoint and its events, the card network's service calls the bot's `notify` port in each
// event's transaction, and the bot's feed (GET /bot/events serves it) offers the messages.

const clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: TestApp;
let nextTelegramId = 7_700_000_000n;

/**
 * The sandbox network's drive routes, called by their paths: this feature does not import the
 * card network's contracts (features reach each other only through compose-app's ports).
 */
async function drive(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await testApp.app.request(`/api/dev/sandbox/card-network/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
}, 60_000);
afterAll(() => testApp?.dispose());

/** A verified Telegram user with a EUR card holding `balanceMinor`. */
async function telegramCard(
  language: 'en' | 'uk' | 'ru' | 'pl',
  balanceMinor: bigint,
  state: 'active' | 'locked' = 'active',
) {
  nextTelegramId += 1n;
  const login = await testApp.signIn({ tgId: nextTelegramId, language });
  const ownerProfileId = login.profiles_id[0] as string;
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId: ownerProfileId },
    body: { level: 'full' },
  });
  const card = await testCard(testApp, { userId: login.uuid, ownerProfileId }, { balanceMinor, state });
  return { chatId: String(nextTelegramId), card };
}

async function lastOutboxId(): Promise<bigint> {
  const row = await testApp.context.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return BigInt(row?.id ?? 0);
}

async function messagesTo(chatId: string, cursor: bigint): Promise<BotNotification[]> {
  const found: BotNotification[] = [];
  for await (const notification of createNotificationFeed(testApp.context.db).replay({ afterId: cursor }))
    if (notification.chat_id === chatId) found.push(notification);
  return found;
}

const authorize = (cardId: string, amount: string, extra: Record<string, unknown> = {}) =>
  drive('authorizations', {
    card_id: cardId,
    amount,
    currency: 'EUR',
    merchant_name: 'Corner Coffee',
    merchant_category: 'restaurants',
    ...extra,
  });
const capture = (cardId: string, authorizationId: unknown, amount: string) =>
  drive(`authorizations/${String(authorizationId)}/capture`, { card_id: cardId, amount });

describe('the card network’s news through the bot', () => {
  it('tells an approved coffee once, though the network sends its authorization twice and captures it', async () => {
    const cursor = await lastOutboxId();
    const { chatId, card } = await telegramCard('uk', 5_000n);
    const first = await authorize(card.id, '12.40', {
      event_id: 'evt_coffee_1',
      authorization_id: 'auth_coffee_1',
    });
    expect(first.approved).toBe(true);
    await authorize(card.id, '12.40', { event_id: 'evt_coffee_1', authorization_id: 'auth_coffee_1' });
    await capture(card.id, first.authorization_id, '12.40');
    const messages = await messagesTo(chatId, cursor);
    expect(messages.map((message) => [message.kind, message.language])).toEqual([['cardSpent', 'uk']]);
    expect(messages[0]?.card).toEqual({
      card_id: card.id,
      profile_id: card.profileId,
      last4: '4242',
      // The network's service writes decimals without trailing zeros; the bot writes them as money.
      amount: '12.4',
      currency: 'EUR',
      merchant_name: 'Corner Coffee',
      decline_message_key: null,
      balance_after: '37.6',
      card_currency: 'EUR',
    });
  });

  it('tells a locked card’s decline with its reason, and a refund, each in the user’s language', async () => {
    const cursor = await lastOutboxId();
    const locked = await telegramCard('pl', 5_000n, 'locked');
    expect((await authorize(locked.card.id, '9.99')).approved).toBe(false);
    const active = await telegramCard('ru', 5_000n);
    const spend = await authorize(active.card.id, '12.40');
    await capture(active.card.id, spend.authorization_id, '12.40');
    await drive('refunds', {
      card_id: active.card.id,
      amount: '2.00',
      currency: 'EUR',
      authorization_id: spend.authorization_id,
      merchant_name: 'Corner Coffee',
    });
    const declined = await messagesTo(locked.chatId, cursor);
    expect(declined.map((message) => [message.kind, message.language])).toEqual([['cardDeclined', 'pl']]);
    expect(declined[0]?.card).toMatchObject({
      amount: '9.99',
      decline_message_key: 'cards.declineReason.card_locked',
    });
    const toActive = await messagesTo(active.chatId, cursor);
    expect(toActive.map((message) => [message.kind, message.language])).toEqual([
      ['cardSpent', 'ru'],
      ['cardRefunded', 'ru'],
    ]);
    expect(toActive[1]?.card).toMatchObject({ amount: '2', balance_after: '39.6' });
  });

  it('tells the balance running low once, when a spend takes it under the line', async () => {
    const cursor = await lastOutboxId();
    const { chatId, card } = await telegramCard('en', 500n);
    await authorize(card.id, '4.00');
    await authorize(card.id, '0.50');
    const messages = await messagesTo(chatId, cursor);
    expect(messages.map((message) => message.kind)).toEqual(['cardSpent', 'cardLowBalance', 'cardSpent']);
    expect(messages[1]?.card).toMatchObject({ amount: '1', currency: 'EUR', merchant_name: null });
  });
});
