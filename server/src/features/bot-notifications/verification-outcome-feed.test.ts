import {
  type BotNotification,
  confirmPhoneVerification,
  recordBotSharedPhone,
  requestPhoneVerificationCode,
  startVerificationStep,
  submitDeclaredPersonalData,
} from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverKycWebhook, sumsubBody } from '../../test-support/kyc-webhook-sender';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';
import { createNotificationFeed } from './notification-feed';

// The whole app: the verification feature writes the outcome, the bot's feed reads it as the bot
// gets it (GET /bot/events serves this feed), and the claim makes it go out once.

const clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: TestApp;
let nextTelegramId = 7_400_000_000n;
const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
}, 60_000);
afterAll(() => testApp?.dispose());

const GREEN = { reviewAnswer: 'GREEN' };
const RED_RETRY = {
  reviewAnswer: 'RED',
  reviewRejectType: 'RETRY',
  rejectLabels: ['UNSATISFACTORY_PHOTOS'],
  moderationComment: 'The photo is blurry: please take it again.',
  clientComment: 'Internal: blur score 0.91.',
};
const RED_FINAL = {
  reviewAnswer: 'RED',
  reviewRejectType: 'FINAL',
  rejectLabels: ['FORGERY'],
  moderationComment: 'We could not verify your document.',
};

const DECLARED = {
  first_name: 'Olena',
  last_name: 'Koval',
  date_of_birth: '1991-04-12',
  country: 'PL',
  city: 'Kraków',
  street: 'ul. Długa 1',
  postal_code: '31-147',
};

/** A Telegram user (or, with `tgId: null`, a web-only one) who opened the identity step. */
async function startedIdentity(
  options: { language?: 'en' | 'uk' | 'ru' | 'pl'; returnPath?: string; hasTelegram?: boolean } = {},
) {
  nextTelegramId += 1n;
  const telegramId = options.hasTelegram === false ? null : nextTelegramId;
  const login = await testApp.signIn({
    ...(telegramId === null ? {} : { tgId: telegramId }),
    language: options.language ?? 'en',
  });
  const access = await testApp.client.ok(startVerificationStep, {
    token: login,
    params: { kind: 'IDENTITY' },
    body: options.returnPath === undefined ? {} : { return_path: options.returnPath },
  });
  const applicantId = decodeURIComponent(new URL(access.url).pathname.split('/').pop() ?? '');
  return { login, telegramId, applicantId };
}

async function lastOutboxId(): Promise<bigint> {
  const row = await testApp.context.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return BigInt(row?.id ?? 0);
}

/** What the bot's feed offers after `cursor` to one chat. */
async function messagesTo(chatId: bigint | null, cursor: bigint): Promise<BotNotification[]> {
  const found: BotNotification[] = [];
  for await (const notification of createNotificationFeed(testApp.context.db).replay({ afterId: cursor }))
    if (notification.chat_id === String(chatId)) found.push(notification);
  return found;
}

const deliver = async (applicantId: string, atMs: number, reviewResult?: Record<string, unknown>) =>
  (
    await deliverKycWebhook(
      testApp,
      sumsubBody({ applicantId, atMs, ...(reviewResult ? { reviewResult } : {}) }),
    )
  ).body.outcome;

describe('the bot’s message of a verification outcome', () => {
  it('tells one GREEN delivered twice (and an older event after it) once, with the journey to go back to', async () => {
    const cursor = await lastOutboxId();
    const journey = '/messenger/balances/PAYOUT/bank/EUR/verification/identity';
    const { telegramId, applicantId } = await startedIdentity({ language: 'uk', returnPath: journey });
    const green = sumsubBody({ applicantId, atMs: clockMs + 2_000, reviewResult: GREEN });
    expect((await deliverKycWebhook(testApp, green)).body.outcome).toBe('applied');
    expect((await deliverKycWebhook(testApp, green)).body.outcome).toBe('duplicate_delivery');
    expect(await deliver(applicantId, clockMs + 1_000)).toBe('stale');

    const messages = await messagesTo(telegramId, cursor);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'verificationApproved',
      language: 'uk',
      verification: {
        step: 'IDENTITY',
        comment: null,
        return_path: '/balances/PAYOUT/bank/EUR/verification/identity',
      },
    });
    // One bot instance of many gets to send it, once.
    const eventId = (messages[0] as BotNotification).event_id;
    const claim = (claimant: string) =>
      testApp.app.request('/bot/notifications/claim', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...KEY },
        body: JSON.stringify({ event_id: eventId, claimant }),
      });
    expect(await (await claim('a')).json()).toEqual({ is_claimed: true });
    expect(await (await claim('b')).json()).toEqual({ is_claimed: false });
  });

  it('tells a RETRY with the provider’s words for the user (never its internal comment), at the profile’s verification', async () => {
    const cursor = await lastOutboxId();
    const { telegramId, applicantId } = await startedIdentity();
    expect(await deliver(applicantId, clockMs + 1_000, RED_RETRY)).toBe('applied');
    expect(await deliver(applicantId, clockMs + 500, GREEN)).toBe('stale');
    const messages = await messagesTo(telegramId, cursor);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'verificationRetry',
      verification: {
        step: 'IDENTITY',
        comment: 'The photo is blurry: please take it again.',
        return_path: '/profile/verification',
      },
    });
    expect(JSON.stringify(messages)).not.toContain('blur score');
  });

  it('tells a FINAL rejection, and a RETRY turned FINAL as a second outcome', async () => {
    const cursor = await lastOutboxId();
    const { telegramId, applicantId } = await startedIdentity({ language: 'pl' });
    expect(await deliver(applicantId, clockMs + 1_000, RED_RETRY)).toBe('applied');
    expect(await deliver(applicantId, clockMs + 2_000, RED_FINAL)).toBe('applied');
    const messages = await messagesTo(telegramId, cursor);
    expect(messages.map((message) => message.kind)).toEqual(['verificationRetry', 'verificationRejected']);
    expect(messages[1]?.verification).toMatchObject({ step: 'IDENTITY', comment: null });
  });

  it('tells the level going up with its limits, once per level, and no phone message the bot already answered', async () => {
    const cursor = await lastOutboxId();
    const { login, telegramId, applicantId } = await startedIdentity({
      returnPath: '/balances/PAYOUT/verification/identity',
    });
    const chatId = telegramId as bigint;
    await testApp.client.ok(submitDeclaredPersonalData, { token: login, body: DECLARED });
    const share = () =>
      testApp.client.call(recordBotSharedPhone, {
        params: { telegramId: String(chatId) },
        body: { phone: `48604${String(chatId).slice(-6)}`, contact_user_id: String(chatId) },
        headers: KEY,
      });
    expect((await share()).body).toMatchObject({ outcome: 'verified' });
    expect((await share()).body).toMatchObject({ outcome: 'verified' });
    const green = sumsubBody({ applicantId, atMs: clockMs + 1_000, reviewResult: GREEN });
    expect((await deliverKycWebhook(testApp, green)).body.outcome).toBe('applied');
    expect((await deliverKycWebhook(testApp, green)).body.outcome).toBe('duplicate_delivery');

    const messages = await messagesTo(chatId, cursor);
    expect(messages.map((message) => message.kind)).toEqual([
      'verificationLimitRaised',
      'verificationApproved',
      'verificationLimitRaised',
    ]);
    expect(messages[0]?.verification).toEqual({
      step: null,
      comment: null,
      level: 'basic',
      limits: { currency: 'EUR', in: { day: '1000', month: '5000' }, out: { day: '1000', month: '5000' } },
      return_path: '/profile/verification',
    });
    expect(messages[2]?.verification).toMatchObject({
      level: 'verified',
      limits: { currency: 'EUR', out: { day: '10000', month: '50000' } },
      return_path: '/balances/PAYOUT/verification/identity',
    });
  });

  it('tells a phone verified by SMS as approved, and the declared data that completes the level as the level only', async () => {
    const cursor = await lastOutboxId();
    nextTelegramId += 1n;
    const chatId = nextTelegramId;
    const login = await testApp.signIn({ tgId: chatId, language: 'ru' });
    const phone = `+48605${String(chatId).slice(-6)}`;
    await testApp.client.ok(requestPhoneVerificationCode, { token: login, body: { phone } });
    const [sms] = await testApp.context.outbox.list(phone, 1);
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    await testApp.client.ok(confirmPhoneVerification, { token: login, body: { phone, code } });
    expect((await messagesTo(chatId, cursor)).map((message) => message.kind)).toEqual([
      'verificationApproved',
    ]);
    await testApp.client.ok(submitDeclaredPersonalData, { token: login, body: DECLARED });
    await testApp.client.ok(submitDeclaredPersonalData, { token: login, body: DECLARED });
    const messages = await messagesTo(chatId, cursor);
    expect(messages.map((message) => [message.kind, message.language])).toEqual([
      ['verificationApproved', 'ru'],
      ['verificationLimitRaised', 'ru'],
    ]);
    expect(messages[0]?.verification).toMatchObject({ step: 'PHONE', return_path: '/profile/verification' });
    expect(messages[1]?.verification).toMatchObject({ level: 'basic', limits: { out: { day: '1000' } } });
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['another host', '//evil.example/x'],
    ['a script', '/x"><script>'],
  ])('refuses a return path to %s with VALIDATION_ERROR', async (_name, returnPath) => {
    nextTelegramId += 1n;
    const login = await testApp.signIn({ tgId: nextTelegramId });
    const answer = await testApp.client.call(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
      body: { return_path: returnPath },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION_ERROR');
  });

  it('leaves the outcome for the user’s sockets but no message for a user without Telegram', async () => {
    const cursor = await lastOutboxId();
    const { login, applicantId } = await startedIdentity({ hasTelegram: false });
    expect(await deliver(applicantId, clockMs + 1_000, GREEN)).toBe('applied');
    const events = await testApp.context.db
      .selectFrom('outbox_events')
      .select(['topic', 'payload'])
      .where('user_id', '=', login.uuid)
      .where('id', '>', cursor)
      .execute();
    expect(events.map((event) => event.topic)).toEqual(['verification.outcome']);
    const all: BotNotification[] = [];
    for await (const notification of createNotificationFeed(testApp.context.db).replay({ afterId: cursor }))
      all.push(notification);
    expect(all).toEqual([]);
  });
});
