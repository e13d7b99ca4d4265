import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitUserEvent } from '../../events/user-events';
import { callApi, createTestClock } from '../../test-support/auth.test-kit';
import { bearer, createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
let testApp: TestApp;
let nextTelegramId = 7_100_000_000n;
const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs });
});
afterAll(() => testApp.dispose());

async function botPost(path: string, body: unknown, headers: Record<string, string> = KEY) {
  const response = await testApp.app.request(`/bot${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Telegram user and one event of a credited deposit of theirs in the outbox; its id. */
async function telegramUserWithEvent(language: 'en' | 'uk' = 'en') {
  nextTelegramId += 1n;
  const login = await testApp.signIn({ tgId: nextTelegramId, language });
  const transaction = { id: 'F0000000000AB', type: 'PAYIN', status: 'DONE', amount: '5.00', currency: 'EUR' };
  await emitUserEvent(testApp.context.db, login.uuid, 'transaction.changed', { transaction });
  const row = await testApp.context.db
    .selectFrom('outbox_events')
    .select('id')
    .where('user_id', '=', login.uuid)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { login, telegramId: nextTelegramId, eventId: String(row.id) };
}

/** Reads the bot stream until its first notification. */
async function firstStreamed(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await testApp.app.request('/bot/events', { headers, signal: controller.signal });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return { status: response.status, text };
}

describe('the bot base for status notifications', () => {
  it.each([
    ['no key', {}],
    ['a wrong key', { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey('7000000009:AAAnotherBot') }],
  ])('refuses the stream and the claim with %s', async (_name, headers) => {
    const stream = await testApp.app.request('/bot/events', { headers });
    expect(stream.status).toBe(401);
    const claim = await botPost('/notifications/claim', { event_id: '1', claimant: 'x' }, headers);
    expect(claim).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED_REQUEST' } } });
  });

  it('replays an unsent notification after Last-Event-ID with what the message needs', async () => {
    const { telegramId, eventId } = await telegramUserWithEvent('uk');
    const { status, text } = await firstStreamed({ ...KEY, 'Last-Event-ID': String(BigInt(eventId) - 1n) });
    expect(status).toBe(200);
    expect(text).toContain(`id: ${eventId}`);
    expect(text).toContain('event: notification');
    const data = JSON.parse(/data: (.*)/.exec(text)?.[1] ?? '{}');
    expect(data).toMatchObject({
      event_id: eventId,
      kind: 'depositCredited',
      chat_id: String(telegramId),
      language: 'uk',
      transaction: { id: 'F0000000000AB', type: 'PAYIN', amount: '5.00', currency: 'EUR' },
    });
  });

  it('lets one claimant of many have an event, and takes an unsent claim over only after the lease', async () => {
    const { eventId } = await telegramUserWithEvent();
    expect((await botPost('/notifications/claim', { event_id: eventId, claimant: 'a' })).body).toEqual({
      is_claimed: true,
    });
    expect((await botPost('/notifications/claim', { event_id: eventId, claimant: 'b' })).body).toEqual({
      is_claimed: false,
    });
    clock.advanceSeconds(11 * 60);
    expect((await botPost('/notifications/claim', { event_id: eventId, claimant: 'b' })).body).toEqual({
      is_claimed: true,
    });
    // The first claimant's late mark counts no more; the new one's does, once.
    expect((await botPost('/notifications/sent', { event_id: eventId, claimant: 'a' })).body).toEqual({
      is_recorded: false,
    });
    expect((await botPost('/notifications/sent', { event_id: eventId, claimant: 'b' })).body).toEqual({
      is_recorded: true,
    });
    clock.advanceSeconds(11 * 60);
    expect((await botPost('/notifications/claim', { event_id: eventId, claimant: 'c' })).body).toEqual({
      is_claimed: false,
    });
  });

  it('refuses a claim for a user who blocked the bot or switched the messages off', async () => {
    const blocked = await telegramUserWithEvent();
    await botPost('/chat-reachability', {
      telegram_user_id: String(blocked.telegramId),
      is_reachable: false,
    });
    expect(
      (await botPost('/notifications/claim', { event_id: blocked.eventId, claimant: 'a' })).body,
    ).toEqual({
      is_claimed: false,
    });
    const off = await telegramUserWithEvent();
    const put = await callApi(testApp.app, 'PUT', 'user/notifications', {
      headers: bearer(off.login),
      body: { is_messenger_enabled: false },
    });
    expect(put.body).toEqual({ is_messenger_enabled: false, is_messenger_reachable: true });
    expect((await botPost('/notifications/claim', { event_id: off.eventId, claimant: 'a' })).body).toEqual({
      is_claimed: false,
    });
  });

  it('still streams and lets the bot claim a prepared-message request of a user who switched the messages off', async () => {
    const off = await telegramUserWithEvent();
    await callApi(testApp.app, 'PUT', 'user/notifications', {
      headers: bearer(off.login),
      body: { is_messenger_enabled: false },
    });
    const card = (notice: string) => ({
      chat_payment: {
        notice,
        id: 'CP7QK2M9XA4TBH3W8N5R',
        kind: 'send',
        status: 'waiting',
        amount: '10',
        currency: 'USDT',
        note: null,
        creator_name: 'Olena',
        counterparty_name: null,
        role: 'creator',
        share_link: 'https://t.me/ferry_bot/app?startapp=pay_CP7QK2M9XA4TBH3W8N5R',
        inline_message_id: null,
        expires_at: '2026-12-12T10:00:00.000Z',
      },
    });
    const eventOf = async (notice: string) => {
      await emitUserEvent(testApp.context.db, off.login.uuid, 'chat.payment', card(notice));
      const row = await testApp.context.db
        .selectFrom('outbox_events')
        .select('id')
        .where('user_id', '=', off.login.uuid)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return String(row.id);
    };
    const waiting = await eventOf('chatPaymentWaiting');
    const prepare = await eventOf('chatPaymentPrepare');
    const streamed = await firstStreamed({ ...KEY, 'Last-Event-ID': off.eventId });
    expect(streamed.text).toContain(`id: ${prepare}`);
    expect(streamed.text).toContain('"kind":"chatPaymentPrepare"');
    expect(streamed.text).not.toContain(`id: ${waiting}`);
    expect((await botPost('/notifications/claim', { event_id: waiting, claimant: 'a' })).body).toEqual({
      is_claimed: false,
    });
    expect((await botPost('/notifications/claim', { event_id: prepare, claimant: 'a' })).body).toEqual({
      is_claimed: true,
    });
  });

  it.each([
    ['one past the last bigint', '9223372036854775808'],
    ['the largest 19 digits', '9999999999999999999'],
  ])('refuses an event id %s (400, not a database error)', async (_name, eventId) => {
    for (const path of ['/notifications/claim', '/notifications/sent']) {
      const answer = await botPost(path, { event_id: eventId, claimant: 'a' });
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    }
    const stream = await testApp.app.request('/bot/events', {
      headers: { ...KEY, 'Last-Event-ID': eventId },
    });
    expect(stream.status).toBe(400);
    expect(await stream.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('takes the last bigint as an event id (no such event: not claimed)', async () => {
    const answer = await botPost('/notifications/claim', { event_id: '9223372036854775807', claimant: 'a' });
    expect(answer).toEqual({ status: 200, body: { is_claimed: false } });
  });

  it('answers VALIDATION_ERROR to a malformed event id and to a bad switch value', async () => {
    const claim = await botPost('/notifications/claim', { event_id: '1x', claimant: 'a' });
    expect(claim).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    const { login } = await telegramUserWithEvent();
    const put = await callApi(testApp.app, 'PUT', 'user/notifications', {
      headers: bearer(login),
      body: { is_messenger_enabled: 'no' },
    });
    expect(put.status).toBe(400);
  });
});
