import type { BotNotification, CardNotice } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferUserEvents, emitUserEvent } from '../../events/user-events';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';
import { type CardNoticePorts, createCardNotices } from './card-notices';
import { createNotificationFeed } from './notification-feed';

// The card network's `notify` port as the network's service calls it, inside the event's
// transaction; the bot's feed reads what it left as the bot gets it (GET /bot/events serves this
// feed), and the claim makes it go out once.

const clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: TestApp;
let nextTelegramId = 7_600_000_000n;
const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };

/** The card's screen and currency, as compose-app reads them from the card's row. */
const cardProfiles = new Map<string, string>();
const ports: CardNoticePorts = {
  cardOf: async (_trx, cardId) => {
    const profileId = cardProfiles.get(cardId);
    return profileId ? { profileId, currency: 'EUR' } : null;
  },
};

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
}, 60_000);
afterAll(() => testApp?.dispose());

async function cardHolder(options: { language?: 'en' | 'uk' | 'ru' | 'pl'; hasTelegram?: boolean } = {}) {
  nextTelegramId += 1n;
  const telegramId = options.hasTelegram === false ? null : nextTelegramId;
  const login = await testApp.signIn({
    ...(telegramId === null ? { email: `card-${nextTelegramId}@example.com`, isEmailVerified: true } : {}),
    ...(telegramId === null ? {} : { tgId: telegramId }),
    language: options.language ?? 'en',
  });
  const cardId = crypto.randomUUID();
  const profileId = crypto.randomUUID();
  cardProfiles.set(cardId, profileId);
  return { userId: login.uuid, telegramId, cardId, profileId };
}

function noticeOf(
  holder: { userId: string; cardId: string },
  kind: CardNotice['kind'],
  extra: Partial<CardNotice> = {},
): CardNotice {
  return {
    kind,
    event_id: `evt_${crypto.randomUUID()}`,
    user_id: holder.userId,
    card_id: holder.cardId,
    last4: '4242',
    amount: '12.40',
    currency: 'EUR',
    merchant_name: 'Blue Bottle Coffee',
    decline_message_key: null,
    balance_after: '87.60',
    ...extra,
  };
}

/** Calls the port as the card network does: in the network event's transaction. */
async function notifyInTransaction(notice: CardNotice, options: { isMoneyTransaction?: boolean } = {}) {
  const notices = createCardNotices(ports);
  await testApp.context.db.transaction().execute(async (trx) => {
    // The network's money work buffers the user events to its end, as runMoneyTransaction does.
    const buffer = options.isMoneyTransaction ? bufferUserEvents(trx) : null;
    await notices.notify(trx, notice);
    await buffer?.flush();
  });
}

async function lastOutboxId(): Promise<bigint> {
  const row = await testApp.context.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return BigInt(row?.id ?? 0);
}

async function messagesTo(chatId: bigint | null, cursor: bigint): Promise<BotNotification[]> {
  const found: BotNotification[] = [];
  for await (const notification of createNotificationFeed(testApp.context.db).replay({ afterId: cursor }))
    if (notification.chat_id === String(chatId)) found.push(notification);
  return found;
}

describe('the bot’s message of a card’s news', () => {
  it('tells a spend once though the network hands its event over twice, and one bot instance sends it', async () => {
    const cursor = await lastOutboxId();
    const holder = await cardHolder({ language: 'uk' });
    const spend = noticeOf(holder, 'cardSpent');
    await notifyInTransaction(spend, { isMoneyTransaction: true });
    await notifyInTransaction(spend, { isMoneyTransaction: true });

    const messages = await messagesTo(holder.telegramId, cursor);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'cardSpent',
      language: 'uk',
      card: {
        card_id: holder.cardId,
        profile_id: holder.profileId,
        last4: '4242',
        amount: '12.40',
        currency: 'EUR',
        merchant_name: 'Blue Bottle Coffee',
        decline_message_key: null,
        balance_after: '87.60',
        card_currency: 'EUR',
      },
    });
    const eventId = (messages[0] as BotNotification).event_id;
    const claim = (claimant: string) =>
      testApp.app.request('/bot/notifications/claim', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...KEY },
        body: JSON.stringify({ event_id: eventId, claimant }),
      });
    expect(await (await claim('a')).json()).toEqual({ is_claimed: true });
    expect(await (await claim('b')).json()).toEqual({ is_claimed: false });
    // Replayed from the same cursor (a bot reconnecting), it is still the one message.
    expect(await messagesTo(holder.telegramId, cursor)).toHaveLength(1);
  });

  it('tells a decline with its reason’s key, a refund and a low balance, each once, in each user’s language', async () => {
    const cursor = await lastOutboxId();
    const polish = await cardHolder({ language: 'pl' });
    const russian = await cardHolder({ language: 'ru' });
    const declined = noticeOf(polish, 'cardDeclined', {
      amount: '250.00',
      decline_message_key: 'errors.card.locked',
      balance_after: null,
    });
    const refunded = noticeOf(russian, 'cardRefunded', { amount: '2.00', balance_after: '89.60' });
    // A low balance rides on the spend that caused it: the same network event, another kind.
    const spend = noticeOf(russian, 'cardSpent');
    const low = noticeOf(russian, 'cardLowBalance', {
      event_id: spend.event_id,
      amount: '3.10',
      merchant_name: null,
      balance_after: '3.10',
    });
    for (const notice of [declined, refunded, spend, low, declined, low]) await notifyInTransaction(notice);

    const toPolish = await messagesTo(polish.telegramId, cursor);
    expect(toPolish.map((message) => [message.kind, message.language])).toEqual([['cardDeclined', 'pl']]);
    expect(toPolish[0]?.card).toMatchObject({ amount: '250.00', decline_message_key: 'errors.card.locked' });
    const toRussian = await messagesTo(russian.telegramId, cursor);
    expect(toRussian.map((message) => [message.kind, message.language])).toEqual([
      ['cardRefunded', 'ru'],
      ['cardSpent', 'ru'],
      ['cardLowBalance', 'ru'],
    ]);
    expect(toRussian[2]?.card).toMatchObject({
      amount: '3.10',
      merchant_name: null,
      decline_message_key: null,
    });
  });

  it('tells nothing when the network’s transaction rolls back, and its redelivery then tells once', async () => {
    const cursor = await lastOutboxId();
    const holder = await cardHolder();
    const refund = noticeOf(holder, 'cardRefunded');
    const notices = createCardNotices(ports);
    await expect(
      testApp.context.db.transaction().execute(async (trx) => {
        await notices.notify(trx, refund);
        throw new Error('the capture failed');
      }),
    ).rejects.toThrow('the capture failed');
    expect(await messagesTo(holder.telegramId, cursor)).toEqual([]);
    await notifyInTransaction(refund);
    expect((await messagesTo(holder.telegramId, cursor)).map((message) => message.kind)).toEqual([
      'cardRefunded',
    ]);
  });

  it('opens the balances for a card it cannot find, and drops a notice that is not the contract’s', async () => {
    const cursor = await lastOutboxId();
    const holder = await cardHolder();
    const unknownCard = { ...holder, cardId: crypto.randomUUID() };
    await notifyInTransaction(noticeOf(unknownCard, 'cardSpent'));
    await notifyInTransaction({ ...noticeOf(holder, 'cardSpent'), last4: '42' });
    const messages = await messagesTo(holder.telegramId, cursor);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.card).toMatchObject({ profile_id: null, card_currency: null });
  });

  it('leaves the news for the user’s sockets but no message for a user without Telegram', async () => {
    const cursor = await lastOutboxId();
    const holder = await cardHolder({ hasTelegram: false });
    await notifyInTransaction(noticeOf(holder, 'cardSpent'));
    const events = await testApp.context.db
      .selectFrom('outbox_events')
      .select('topic')
      .where('user_id', '=', holder.userId)
      .where('id', '>', cursor)
      .execute();
    expect(events.map((event) => event.topic)).toEqual(['card.notice']);
    const all: BotNotification[] = [];
    for await (const notification of createNotificationFeed(testApp.context.db).replay({ afterId: cursor }))
      all.push(notification);
    expect(all).toEqual([]);
  });

  it('leaves the card network’s spends and refunds to the card’s news, not to a second transaction message', async () => {
    const cursor = await lastOutboxId();
    const holder = await cardHolder();
    const changed = (type: string) =>
      testApp.context.db.transaction().execute((trx) =>
        emitUserEvent(trx, holder.userId, 'transaction.changed', {
          transaction: { id: `T${type}`, type, status: 'DONE', amount: '12.40', currency: 'EUR' },
        }),
      );
    for (const type of ['CARD_DEBIT', 'CARD_WITHDRAWAL', 'CARD_REFUND', 'CARD_CREDIT', 'CARD_BONUS'])
      await changed(type);
    const messages = await messagesTo(holder.telegramId, cursor);
    // Cashback has no card news of its own: its credit is told as money arrived.
    expect(messages.map((message) => [message.kind, message.transaction?.type])).toEqual([
      ['depositCredited', 'CARD_BONUS'],
    ]);
  });
});
