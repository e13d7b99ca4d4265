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
const TOKEN = '123456:TEST-token-for-the-verification-outcomes';
const links = { publicUrl: 'https://ferry.example', botUsername: 'ferry_bot' };
const JOURNEY = '/balances/PAYOUT/bank/EUR/verification/identity';
type Button = { text: string; url?: string; web_app?: { url: string }; callback_data?: string };

function outcome(
  kind: BotNotification['kind'],
  verification: Partial<NonNullable<BotNotification['verification']>> = {},
  overrides: Partial<BotNotification> = {},
): BotNotification {
  return {
    event_id: '11',
    kind,
    chat_id: '42',
    language: 'en',
    verification: {
      step: 'IDENTITY',
      comment: null,
      level: null,
      limits: null,
      return_path: '/profile/verification',
      ...verification,
    },
    ...overrides,
  };
}

const buttonsOf = (message: ReturnType<typeof buildNotificationMessage>) =>
  message.keyboard.inline_keyboard.flat() as Button[];

beforeAll(async () => {
  translate = await createTranslate();
});

describe('verification outcome message', () => {
  it('says an approved step and opens the journey it was started from as a web app', () => {
    const message = buildNotificationMessage(
      outcome('verificationApproved', { return_path: JOURNEY }),
      translate,
      links,
    );
    expect(message.text).toBe('✅ Verification passed: identity document and selfie. Thank you!');
    expect(buttonsOf(message)).toEqual([
      {
        text: 'Continue in Ferry',
        web_app: { url: `https://ferry.example/messenger${JOURNEY}` },
      },
    ]);
  });

  it('asks to redo the step with the provider’s comment, in the user’s language', () => {
    const message = buildNotificationMessage(
      outcome(
        'verificationRetry',
        { comment: 'The photo is blurry: please take it again.' },
        { language: 'uk' },
      ),
      translate,
      links,
    );
    expect(message.text).toBe(
      '✏️ Спробуйте ще раз: документ, що посвідчує особу, і селфі.\nЩо виправити: The photo is blurry: please take it again.',
    );
    expect(buttonsOf(message)).toEqual([
      {
        text: 'Відкрити верифікацію',
        web_app: { url: 'https://ferry.example/messenger/profile/verification' },
      },
    ]);
    const noComment = buildNotificationMessage(
      outcome('verificationRetry', { step: 'ADDRESS' }),
      translate,
      links,
    );
    expect(noComment.text).toBe('✏️ Please try again: proof of address. Open Ferry to see what to fix.');
  });

  it('says a final rejection with the way to support: its address and the help bot’s button', () => {
    const message = buildNotificationMessage(
      outcome('verificationRejected', {}, { language: 'ru' }),
      translate,
      links,
    );
    expect(message.text).toMatch(/^❌ Проверка отклонена: документ, удостоверяющий личность, и селфи\./);
    expect(message.text).toContain('support@ferry.money');
    expect(buttonsOf(message)).toEqual([
      {
        text: 'Открыть верификацию',
        web_app: { url: 'https://ferry.example/messenger/profile/verification' },
      },
      { text: 'Поддержка', callback_data: 'support:open' },
    ]);
  });

  it('says the limits went up with the new level’s figures', () => {
    const limits = {
      currency: 'EUR',
      in: { day: '10000', month: '50000' },
      out: { day: '10000', month: '50000' },
    };
    const en = buildNotificationMessage(
      outcome('verificationLimitRaised', { step: null, level: 'verified', limits }),
      translate,
      links,
    );
    expect(en.text).toBe(
      '⬆️ Your limits went up — level “Verified”. You can now move up to €10,000.00 a day and €50,000.00 a month.',
    );
    const pl = buildNotificationMessage(
      outcome(
        'verificationLimitRaised',
        { step: null, level: 'basic', limits: { ...limits, in: { day: '2000', month: '9000' } } },
        { language: 'pl' },
      ),
      translate,
      links,
    );
    expect(pl.text).toBe(
      '⬆️ Twoje limity wzrosły — poziom „Podstawowy”.\nWpłaty: do 2000,00\u00a0€ dziennie i do 9000,00\u00a0€ miesięcznie.\nWypłaty: do 10\u00a0000,00\u00a0€ dziennie i do 50\u00a0000,00\u00a0€ miesięcznie.',
    );
  });

  it('opens a development address (plain http) as a link, which Telegram accepts', () => {
    const message = buildNotificationMessage(outcome('verificationApproved'), translate, {
      publicUrl: 'http://localhost:3000/',
    });
    expect(buttonsOf(message)).toEqual([
      { text: 'Open verification', url: 'http://localhost:3000/messenger/profile/verification' },
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

describe('verification outcomes through the Bot API (telegram-test-api)', () => {
  let telegram: TelegramServer;
  beforeAll(async () => {
    telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1', storeTimeout: 3_600 });
    await telegram.start();
  });
  afterAll(() => telegram.stop());

  it('sends each outcome once though the stream offers it twice, with the web_app button', async () => {
    const chatId = '5151';
    const approved = outcome(
      'verificationApproved',
      { return_path: JOURNEY },
      { event_id: '21', chat_id: chatId },
    );
    const retry = outcome(
      'verificationRetry',
      { comment: 'Zdjęcie jest nieostre.' },
      { event_id: '22', chat_id: chatId, language: 'pl' },
    );
    const claimed = new Set<string>();
    const sent: string[] = [];
    // The server's bot base stood in: the replay and the live event both carry 21, and a claim
    // is won once per event, as the server's unique claim makes it.
    const server: NotificationServer = {
      async stream(_lastEventId, onNotification, signal) {
        for (const item of [approved, approved, retry]) onNotification(item);
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
      claimant: 'outcomes',
    });
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2);
    await consumer.stop();
    const messages = telegram.storage.botMessages
      .filter((update) => String(update.message.chat_id) === chatId)
      .map((update) => update.message as { text: string; reply_markup?: unknown });
    expect(messages.map((message) => message.text)).toEqual([
      '✅ Verification passed: identity document and selfie. Thank you!',
      '✏️ Spróbuj ponownie: dokument tożsamości i selfie.\nCo poprawić: Zdjęcie jest nieostre.',
    ]);
    const markup = (message: { reply_markup?: unknown }) =>
      typeof message.reply_markup === 'string' ? JSON.parse(message.reply_markup) : message.reply_markup;
    expect(markup(messages[0] as { reply_markup?: unknown })).toEqual({
      inline_keyboard: [
        [{ text: 'Continue in Ferry', web_app: { url: `https://ferry.example/messenger${JOURNEY}` } }],
      ],
    });
    expect(sent).toEqual(['21', '22']);
  });
});
