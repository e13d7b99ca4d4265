import {
  type Endpoint,
  findSupportReplyTarget,
  openSupportTicket,
  readBotStorage,
  recordSupportForward,
  removeBotStorage,
  type SupportTicketBody,
  writeBotStorage,
} from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey, SUPPORT_EMAIL } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { TEST_BOT_TOKEN } from '../../test-support/test-context';
import { createBotSupportModule } from './bot-support.module';

let testApp: FeatureApp;
let nextMessageId = 100;

beforeAll(async () => {
  testApp = await createFeatureApp((context) => createBotSupportModule(context));
});
afterAll(() => testApp.dispose());

const BOT_KEY = deriveBotServiceKey(TEST_BOT_TOKEN);

/**
 * The bot's call (its service key unless said), by contract; the body goes as it is, since the
 * tests also send what the contract refuses, and `raw` as text that is not JSON.
 */
async function call(
  endpoint: Endpoint,
  input: { key?: string | null; params?: Record<string, string>; body?: unknown; raw?: string } = {},
) {
  const key = input.key === undefined ? BOT_KEY : input.key;
  const answer = await testApp.client.call(endpoint, {
    ...(input.params ? { params: input.params } : {}),
    invalidBody: input.raw ?? input.body,
    headers: key === null ? {} : { [BOT_SERVICE_KEY_HEADER]: key },
  });
  const body = answer.isOk ? answer.body : { error: answer.error };
  return { status: answer.status, body: body as Record<string, unknown> | null };
}

function ticketBody(overrides: Partial<SupportTicketBody> = {}): SupportTicketBody {
  nextMessageId += 1;
  return {
    telegram_user_id: '5001',
    chat_id: '5001',
    message_id: nextMessageId,
    language: 'uk',
    username: 'olena',
    first_name: 'Olena',
    text: 'My SEPA deposit of 100 EUR has not arrived since Monday.',
    delivery: 'chat',
    ...overrides,
  };
}

async function ticketRows(number: number) {
  return testApp.context.db
    .selectFrom('support_tickets')
    .selectAll()
    .where('number', '=', BigInt(number))
    .execute();
}

describe('the bot base refuses anyone but the bot', () => {
  it.each([
    ['GET', '/bot/storage/1001', readBotStorage],
    ['PUT', '/bot/storage/1001', writeBotStorage],
    ['DELETE', '/bot/storage/1001', removeBotStorage],
    ['POST', '/bot/support/tickets', openSupportTicket],
    ['POST', '/bot/support/forwards', recordSupportForward],
    ['POST', '/bot/support/reply-target', findSupportReplyTarget],
  ])('%s %s without the service key or with a wrong one → 401', async (method, _path, endpoint) => {
    for (const key of [null, deriveBotServiceKey('7000000009:AAAnotherBot'), TEST_BOT_TOKEN]) {
      const answer = await call(endpoint, {
        params: { key: '1001' },
        body: method === 'GET' || method === 'DELETE' ? undefined : { value: 1 },
        key,
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: 'UNAUTHORIZED_REQUEST' } });
    }
  });

  it('changes nothing for a caller without the key', async () => {
    await call(writeBotStorage, { params: { key: 'guarded' }, body: { value: { step: 'x' } }, key: null });
    expect((await call(readBotStorage, { params: { key: 'guarded' } })).body).toEqual({ value: null });
  });
});

describe('bot storage', () => {
  it('keeps, replaces and forgets a value per key', async () => {
    expect((await call(readBotStorage, { params: { key: '-1001234' } })).body).toEqual({ value: null });
    const state = { support: { step: 'awaiting_message', startedAt: 1 } };
    expect(
      (await call(writeBotStorage, { params: { key: '-1001234' }, body: { value: state } })).status,
    ).toBe(204);
    expect((await call(readBotStorage, { params: { key: '-1001234' } })).body).toEqual({ value: state });
    await call(writeBotStorage, { params: { key: '-1001234' }, body: { value: { support: null } } });
    expect((await call(readBotStorage, { params: { key: '-1001234' } })).body).toEqual({
      value: { support: null },
    });
    expect((await call(readBotStorage, { params: { key: 'other' } })).body).toEqual({ value: null });
    expect((await call(removeBotStorage, { params: { key: '-1001234' } })).status).toBe(204);
    expect((await call(readBotStorage, { params: { key: '-1001234' } })).body).toEqual({ value: null });
  });

  it.each([
    ['a key with a space', 'a b', { value: 1 }],
    ['an over-long key', 'k'.repeat(129), { value: 1 }],
    ['a body without value', 'ok', { state: 1 }],
    ['an over-large value', 'ok', { value: 'x'.repeat(20_000) }],
  ])('answers 400 VALIDATION_ERROR to %s', async (_name, key, body) => {
    const answer = await call(writeBotStorage, { params: { key }, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const answer = await call(writeBotStorage, { params: { key: 'ok' }, raw: '{step' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});

describe('support tickets', () => {
  it('opens a numbered ticket, kept in the database, once per user message', async () => {
    const body = ticketBody();
    const first = await call(openSupportTicket, { body });
    expect(first.status).toBe(201);
    const number = first.body?.ticket_number as number;
    expect(number).toBeGreaterThanOrEqual(1001);
    expect(first.body).toEqual({ ticket_number: number, is_new: true, is_mailed: false });

    const again = await call(openSupportTicket, { body });
    expect(again).toEqual({ status: 200, body: { ticket_number: number, is_new: false, is_mailed: false } });
    const rows = await ticketRows(number);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tg_id: 5001n,
      chat_id: 5001n,
      language: 'uk',
      username: 'olena',
      body: body.text,
      delivery: 'chat',
      mailed_at: null,
    });

    const next = await call(openSupportTicket, { body: ticketBody() });
    expect(next.body?.ticket_number).toBe(number + 1);
  });

  it('mails a ticket to the support address when the bot has no support chat, once', async () => {
    const body = ticketBody({ delivery: 'mail', username: null, text: 'Card payment declined twice.' });
    const answer = await call(openSupportTicket, { body });
    expect(answer.body).toMatchObject({ is_new: true, is_mailed: true });
    const number = answer.body?.ticket_number as number;
    await call(openSupportTicket, { body });
    const mails = (await testApp.context.outbox.list(SUPPORT_EMAIL)).filter((mail) =>
      mail.subject.includes(`#${number}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Support ticket #${number} from the Telegram help bot`);
    expect(mails[0]?.body).toContain('Card payment declined twice.');
    expect(mails[0]?.body).toContain('Telegram id 5001, language uk');
    expect((await ticketRows(number))[0]?.mailed_at).toBeInstanceOf(Date);
  });

  it.each([
    ['an empty message', { text: '   ' }],
    ['an over-long message', { text: 'x'.repeat(4097) }],
    ['an unknown language', { language: 'de' }],
    ['a non-numeric user id', { telegram_user_id: 'abc' }],
    ['a non-numeric chat id', { chat_id: '12a' }],
    ['a fractional message id', { message_id: 1.5 }],
    ['an unknown delivery', { delivery: 'fax' }],
  ])('answers 400 VALIDATION_ERROR to %s and opens nothing', async (_name, overrides) => {
    const before = await testApp.context.db
      .selectFrom('support_tickets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const answer = await call(openSupportTicket, { body: { ...ticketBody(), ...overrides } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const after = await testApp.context.db
      .selectFrom('support_tickets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('leads a reply to the forwarded message back to the ticket’s user', async () => {
    const opened = await call(openSupportTicket, { body: ticketBody({ chat_id: '5002', language: 'pl' }) });
    const number = opened.body?.ticket_number as number;
    const forward = { ticket_number: number, chat_id: '-1009876543210', message_id: 77 };
    expect((await call(recordSupportForward, { body: forward })).status).toBe(204);
    const target = await call(findSupportReplyTarget, {
      body: {
        chat_id: '-1009876543210',
        message_id: 77,
      },
    });
    expect(target.body).toEqual({ ticket: { ticket_number: number, chat_id: '5002', language: 'pl' } });
    const other = await call(findSupportReplyTarget, {
      body: {
        chat_id: '-1009876543210',
        message_id: 78,
      },
    });
    expect(other.body).toEqual({ ticket: null });
  });

  it('answers 404 for a forward of a ticket that does not exist, 400 for a bad one', async () => {
    const missing = await call(recordSupportForward, {
      body: {
        ticket_number: 999_999,
        chat_id: '-100',
        message_id: 1,
      },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await call(recordSupportForward, {
      body: {
        ticket_number: 'one',
        chat_id: '-100',
        message_id: 1,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const badTarget = await call(findSupportReplyTarget, { body: { chat_id: 'x', message_id: 0 } });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});
