import {
  appealVerificationBlock,
  type BotNotification,
  getVerification,
  type LoginResponse,
  openSupportTicket,
} from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey, SUPPORT_EMAIL } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';
import { createNotificationFeed } from './notification-feed';

// The whole app: the verification feature opens the appeal through its route
// (features/verification/appeal-events.ts), the bot's feed reads its event as the
// bot gets it (GET /bot/events), and the help bot's ticket route opens the ticket anchored on the
// bot's message, as the bot does (bot/src/features/support/appeal-ticket.ts).

const clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: TestApp;
let nextTelegramId = 7_500_000_000n;
const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
}, 60_000);
afterAll(() => testApp?.dispose());

/** A held user: with a Telegram chat unless `hasTelegram` is false (then with an e-mail address). */
async function heldUser(options: { hasTelegram?: boolean; language?: 'en' | 'pl' } = {}) {
  nextTelegramId += 1n;
  const telegramId = options.hasTelegram === false ? null : nextTelegramId;
  const email = `held-${nextTelegramId}@example.com`;
  const login = await testApp.signIn({
    ...(telegramId === null ? { email, isEmailVerified: true } : { tgId: telegramId }),
    language: options.language ?? 'en',
  });
  const profileId = login.profiles_id[0] as string;
  // A late RED's hold, as the verification feature's webhook leaves it.
  await testApp.context.db
    .insertInto('verification_holds')
    .values({ profile_id: profileId, reason_code: 'IDENTITY_REVOKED', since: new Date(clockMs) })
    .execute();
  return { login, telegramId, email, profileId };
}

async function lastOutboxId(): Promise<bigint> {
  const row = await testApp.context.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return BigInt(row?.id ?? 0);
}

/** Appeal notifications the bot's feed offers after `cursor`, to anyone. */
async function appealsAfter(cursor: bigint): Promise<BotNotification[]> {
  const found: BotNotification[] = [];
  for await (const notification of createNotificationFeed(testApp.context.db).replay({ afterId: cursor }))
    if (notification.kind === 'verificationAppeal') found.push(notification);
  return found;
}

const appealMails = async (ticketId: string) =>
  (await testApp.context.outbox.list(SUPPORT_EMAIL)).filter((mail) => mail.body.includes(ticketId));

const appeal = (login: LoginResponse, message?: string) =>
  testApp.client.ok(appealVerificationBlock, { token: login, body: message ? { message } : {} });

describe('an appeal against a hold goes where support answers it', () => {
  it('a Telegram user’s appeal, sent twice at once and again, is one event, one help-bot ticket and no appeal mail', async () => {
    const cursor = await lastOutboxId();
    const { login, telegramId } = await heldUser({ language: 'pl' });
    const before = await testApp.client.ok(getVerification, { token: login });
    expect(before.block).toMatchObject({ has_appeal: false, appeal_answer_by: 'help_chat' });

    const [first, second] = await Promise.all([
      appeal(login, 'To mój paszport, proszę sprawdzić ponownie.'),
      appeal(login, 'To mój paszport, proszę sprawdzić ponownie.'),
    ]);
    const third = await appeal(login);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first).toMatchObject({ ticket_id: expect.stringMatching(/^APL-/), answer_by: 'help_chat' });

    const events = await appealsAfter(cursor);
    expect(events).toEqual([
      {
        event_id: expect.any(String),
        kind: 'verificationAppeal',
        chat_id: String(telegramId),
        language: 'pl',
        appeal: {
          ticket_id: first.ticket_id,
          reason_code: 'IDENTITY_REVOKED',
          message: 'To mój paszport, proszę sprawdzić ponownie.',
        },
      },
    ]);
    const after = await testApp.client.ok(getVerification, { token: login });
    expect(after.block).toMatchObject({ has_appeal: true, appeal_answer_by: 'help_chat' });

    // The bot opens the ticket on its message; asked again (a retry) it is the same ticket, and
    // the ticket route mails it once when the bot has no support chat: the only mail of it.
    const ticket = {
      telegram_user_id: String(telegramId),
      chat_id: String(telegramId),
      message_id: 9001,
      language: 'pl',
      username: null,
      first_name: null,
      text: `Appeal ${first.ticket_id}\nHold reason: IDENTITY_REVOKED`,
      delivery: 'mail',
    } as const;
    const opened = await testApp.client.ok(openSupportTicket, { body: ticket, headers: KEY });
    const reopened = await testApp.client.ok(openSupportTicket, { body: ticket, headers: KEY });
    expect(opened).toMatchObject({ is_new: true, is_mailed: true });
    expect(reopened).toEqual({ ...opened, is_new: false });
    const mails = await appealMails(first.ticket_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`#${opened.ticket_number}`);
  });

  it('a web-only user’s appeal is mailed to support once, with their address, and told as answered by e-mail', async () => {
    const cursor = await lastOutboxId();
    const { login, email } = await heldUser({ hasTelegram: false });
    const before = await testApp.client.ok(getVerification, { token: login });
    expect(before.block?.appeal_answer_by).toBe('email');

    const first = await appeal(login, 'Please look again.');
    expect(await appeal(login)).toEqual(first);
    expect(first.answer_by).toBe('email');
    expect(await appealsAfter(cursor)).toEqual([]);
    const mails = await appealMails(first.ticket_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Verification hold appeal ${first.ticket_id}`);
    expect(mails[0]?.body).toContain(`Answer by e-mail to: ${email}`);
    expect(mails[0]?.body).toContain('Hold reason: IDENTITY_REVOKED');
    expect(mails[0]?.body).toContain('Please look again.');
    const after = await testApp.client.ok(getVerification, { token: login });
    expect(after.block).toMatchObject({ has_appeal: true, appeal_answer_by: 'email' });
  });

  it('a Telegram user who switched the bot’s messages off gets the mail, not a ticket the bot would never open', async () => {
    const cursor = await lastOutboxId();
    const { login, telegramId } = await heldUser();
    await testApp.context.db
      .updateTable('users')
      .set({ bot_notifications_enabled: false })
      .where('tg_id', '=', telegramId as bigint)
      .execute();
    const answer = await appeal(login);
    expect(answer.answer_by).toBe('email');
    expect(await appealsAfter(cursor)).toEqual([]);
    expect(await appealMails(answer.ticket_id)).toHaveLength(1);
  });

  it('nothing held: the appeal is refused as a conflict, not a server error', async () => {
    nextTelegramId += 1n;
    const login = await testApp.signIn({ tgId: nextTelegramId });
    const answer = await testApp.client.call(appealVerificationBlock, { token: login, body: {} });
    expect(answer.status).toBe(409);
  });
});

describe('a server whose bot is off (BOT_POLLING=false: the token signs mini-app users in only)', () => {
  let offApp: TestApp;
  beforeAll(async () => {
    offApp = await createTestApp({ nowMs: () => clockMs, environment: { BOT_POLLING: 'false' } });
  }, 60_000);
  afterAll(() => offApp?.dispose());

  it('mails a Telegram user’s appeal and says so, since no bot would open its ticket', async () => {
    nextTelegramId += 1n;
    const login = await offApp.signIn({ tgId: nextTelegramId });
    await offApp.context.db
      .insertInto('verification_holds')
      .values({
        profile_id: login.profiles_id[0] as string,
        reason_code: 'ADDRESS_REVOKED',
        since: new Date(clockMs),
      })
      .execute();
    expect((await offApp.client.ok(getVerification, { token: login })).block?.appeal_answer_by).toBe('email');
    const answer = await offApp.client.ok(appealVerificationBlock, { token: login, body: {} });
    expect(answer.answer_by).toBe('email');
    const mails = (await offApp.context.outbox.list(SUPPORT_EMAIL)).filter((mail) =>
      mail.body.includes(answer.ticket_id),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/\nAnswer by e-mail to: \S+@example\.com\nHold reason: ADDRESS_REVOKED\n/);
  });
});
