import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { BotNotification } from '@ferry/shared/contracts';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslate, type Translate } from '../../translate';
import { startNotificationConsumer } from './notification-consumer';
import { buildNotificationMessage } from './notification-message';
import type { NotificationServer } from './notification-server';

let translate: Translate;
const TOKEN = '123456:TEST-token-for-the-card-notices';
const links = { publicUrl: 'https://ferry.example', botUsername: 'ferry_bot' };
const CARD_PROFILE = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const CARD_SCREEN = `https://ferry.example/messenger/balances/${CARD_PROFILE}/settings`;
type Button = { text: string; url?: string; web_app?: { url: string } };

function notice(
  kind: BotNotification['kind'],
  card: Partial<NonNullable<BotNotification['card']>> = {},
  overrides: Partial<BotNotification> = {},
): BotNotification {
  return {
    event_id: '31',
    kind,
    chat_id: '42',
    language: 'en',
    card: {
      card_id: '0b6e8f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
      profile_id: CARD_PROFILE,
      last4: '4242',
      amount: '12.40',
      currency: 'EUR',
      merchant_name: 'Blue Bottle Coffee',
      decline_message_key: null,
      balance_after: '87.60',
      card_currency: 'EUR',
      ...card,
    },
    ...overrides,
  };
}

const buttonsOf = (message: ReturnType<typeof buildNotificationMessage>) =>
  message.keyboard.inline_keyboard.flat() as Button[];

beforeAll(async () => {
  translate = await createTranslate();
});

describe('card notice message', () => {
  it('tells a spend with the merchant, the last four digits and the balance left, opening the card', () => {
    const message = buildNotificationMessage(notice('cardSpent'), translate, links);
    expect(message.text).toBe(
      '💳 Card ·· 4242: you paid €12.40 at Blue Bottle Coffee.\nCard balance: €87.60',
    );
    expect(buttonsOf(message)).toEqual([{ text: 'Open card', web_app: { url: CARD_SCREEN } }]);
  });

  it('writes the amount as the user’s language writes money, a converted spend in its own currency', () => {
    const uk = buildNotificationMessage(
      notice('cardSpent', { amount: '1250.5', currency: 'USD', balance_after: '3.10' }, { language: 'uk' }),
      translate,
      links,
    );
    expect(uk.text).toBe(
      '💳 Картка ·· 4242: оплата 1\u00a0250,50\u00a0$ — Blue Bottle Coffee.\nБаланс картки: 3,10\u00a0€',
    );
    expect(buttonsOf(uk)).toEqual([{ text: 'Відкрити картку', web_app: { url: CARD_SCREEN } }]);
  });

  it('tells a decline with its reason in plain words, from the reason’s catalogue key', () => {
    const ru = buildNotificationMessage(
      notice(
        'cardDeclined',
        { amount: '250.00', decline_message_key: 'errors.card.locked', balance_after: null },
        { language: 'ru' },
      ),
      translate,
      links,
    );
    expect(ru.text).toBe(
      '🚫 Карта ·· 4242: платёж 250,00\u00a0€ отклонён (Blue Bottle Coffee).\nВаша карта заблокирована',
    );
    const limit = buildNotificationMessage(
      notice('cardDeclined', { merchant_name: null, decline_message_key: 'errors.card.limitReached' }),
      translate,
      links,
    );
    // A decline tells no balance: nothing moved.
    expect(limit.text).toBe(
      "🚫 Card ·· 4242: the payment of €12.40 was declined.\nYou've reached the card limit",
    );
  });

  it('tells a plain decline, and one whose key the catalogues lack, without a reason line', () => {
    for (const key of ['errors.card.declined', 'errors.card.noSuchReason', 'bot.card.open', null]) {
      const message = buildNotificationMessage(
        notice('cardDeclined', { decline_message_key: key }, { language: 'pl' }),
        translate,
        links,
      );
      expect(message.text).toBe('🚫 Karta ·· 4242: płatność 12,40\u00a0€ odrzucona (Blue Bottle Coffee).');
    }
  });

  it('tells a refund and a low balance, in each language', () => {
    const refund = buildNotificationMessage(
      notice('cardRefunded', { amount: '2.00', balance_after: '89.60' }),
      translate,
      links,
    );
    expect(refund.text).toBe('↩️ Card ·· 4242: Blue Bottle Coffee refunded €2.00.\nCard balance: €89.60');
    const unnamed = buildNotificationMessage(
      notice(
        'cardRefunded',
        // The network's service writes decimals without trailing zeros.
        { amount: '2', merchant_name: '  ', balance_after: null },
        { language: 'uk' },
      ),
      translate,
      links,
    );
    expect(unnamed.text).toBe('↩️ Картка ·· 4242: повернення 2,00\u00a0€ на картку.');
    const low = buildNotificationMessage(
      notice(
        'cardLowBalance',
        { amount: '3.10', merchant_name: null, balance_after: '3.10' },
        { language: 'pl' },
      ),
      translate,
      links,
    );
    expect(low.text).toBe('⚠️ Karta ·· 4242: zostało tylko 3,10\u00a0€. Doładuj kartę, aby dalej nią płacić.');
    expect(buttonsOf(low)).toEqual([{ text: 'Otwórz kartę', web_app: { url: CARD_SCREEN } }]);
  });

  it('opens the balances for a card the server did not find, and a development address as a link', () => {
    const message = buildNotificationMessage(
      notice('cardSpent', { profile_id: null, card_currency: null }),
      translate,
      { publicUrl: 'http://localhost:3000/' },
    );
    expect(message.text).toBe('💳 Card ·· 4242: you paid €12.40 at Blue Bottle Coffee.');
    expect(buttonsOf(message)).toEqual([
      { text: 'Open card', url: 'http://localhost:3000/messenger/balances' },
    ]);
  });
});

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('card notices through the Bot API (telegram-test-api)', () => {
  let telegram: TelegramServer;
  beforeAll(async () => {
    telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1', storeTimeout: 3_600 });
    await telegram.start();
  });
  afterAll(() => telegram.stop());

  it('sends each notice once though the stream offers it twice, in each chat’s language', async () => {
    const spent = notice('cardSpent', {}, { event_id: '41', chat_id: '6161' });
    const declined = notice(
      'cardDeclined',
      { decline_message_key: 'errors.card.locked', balance_after: null },
      { event_id: '42', chat_id: '6262', language: 'uk' },
    );
    const claimed = new Set<string>();
    const sent: string[] = [];
    // The server's bot base stood in: a replay and the live event both carry 41, and a claim is
    // won once per event, as the server's unique claim makes it.
    const server: NotificationServer = {
      async stream(_lastEventId, onNotification, signal) {
        for (const item of [spent, declined, spent]) onNotification(item);
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      claim: async (eventId) => !claimed.has(eventId) && Boolean(claimed.add(eventId)),
      markSent: async (eventId) => void sent.push(eventId),
      setReachable: async () => undefined,
    };
    const consumer = startNotificationConsumer({
      token: TOKEN,
      apiRoot: telegram.config.apiURL,
      server,
      translate,
      links: { publicUrl: 'https://ferry.example' },
      claimant: 'cards',
    });
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2);
    await consumer.stop();
    const messagesTo = (chatId: string) =>
      telegram.storage.botMessages
        .filter((update) => String(update.message.chat_id) === chatId)
        .map((update) => update.message as { text: string; reply_markup?: unknown });
    const toFirst = messagesTo('6161');
    expect(toFirst.map((message) => message.text)).toEqual([
      '💳 Card ·· 4242: you paid €12.40 at Blue Bottle Coffee.\nCard balance: €87.60',
    ]);
    expect(messagesTo('6262').map((message) => message.text)).toEqual([
      '🚫 Картка ·· 4242: платіж 12,40\u00a0€ відхилено (Blue Bottle Coffee).\nВашу картку заблоковано',
    ]);
    const markup = (message: { reply_markup?: unknown }) =>
      typeof message.reply_markup === 'string' ? JSON.parse(message.reply_markup) : message.reply_markup;
    expect(markup(toFirst[0] as { reply_markup?: unknown })).toEqual({
      inline_keyboard: [[{ text: 'Open card', web_app: { url: CARD_SCREEN } }]],
    });
    expect(sent.sort()).toEqual(['41', '42']);
  });
});
