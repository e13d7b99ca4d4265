import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { BotNotification, SupportTicketBody } from '@ferry/shared/contracts';
import { MemorySessionStorage } from 'grammy';
import type { Update } from 'grammy/types';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../../create-bot';
import { createTranslate, type Translate } from '../../translate';
import {
  type AppealAnchor,
  createAppealTickets,
  createSupportConversations,
  type SupportConversation,
  type SupportDesk,
} from '../support';
import { startNotificationConsumer } from './notification-consumer';
import { buildNotificationMessage } from './notification-message';
import type { NotificationServer } from './notification-server';

let translate: Translate;
const TOKEN = '123456:TEST-token-for-the-verification-appeals';
const links = { publicUrl: 'https://ferry.example', botUsername: 'ferry_bot' };
const SUPPORT_CHAT = -1_001_234;
type Button = { text: string; url?: string; web_app?: { url: string } };

function appealOf(overrides: Partial<BotNotification> = {}): BotNotification {
  return {
    event_id: '31',
    kind: 'verificationAppeal',
    chat_id: '6161',
    language: 'en',
    appeal: {
      ticket_id: 'APL-7f0c',
      reason_code: 'IDENTITY_REVOKED',
      message: 'This is my own passport.',
    },
    ...overrides,
  };
}

/**
 * The server's ticket route stood in: one ticket per anchor (chat and message), numbered from
 * 1001, and a first call that fails when asked, as a server that is briefly down.
 */
function createDeskStandIn(options: { failFirst?: boolean } = {}) {
  const tickets = new Map<string, number>();
  const calls: SupportTicketBody[] = [];
  const forwards: { ticket: number; chatId: number; messageId: number }[] = [];
  let shouldFail = options.failFirst ?? false;
  const desk: SupportDesk = {
    async openTicket(body) {
      calls.push(body);
      if (shouldFail) {
        shouldFail = false;
        throw new Error('the server is briefly down');
      }
      const key = `${body.chat_id}:${body.message_id}`;
      const existing = tickets.get(key);
      if (existing !== undefined) return { ticket_number: existing, is_new: false, is_mailed: false };
      const number = 1001 + tickets.size;
      tickets.set(key, number);
      return { ticket_number: number, is_new: true, is_mailed: body.delivery === 'mail' };
    },
    async recordForward(ticket, chatId, messageId) {
      forwards.push({ ticket, chatId, messageId });
    },
    findReplyTarget: async () => null,
  };
  return { desk, tickets, calls, forwards };
}

beforeAll(async () => {
  translate = await createTranslate();
});

describe('the bot’s message of an appeal against a hold', () => {
  it('says the appeal is open, that support answers in this chat and how to add to it, in the user’s language', () => {
    const en = buildNotificationMessage(appealOf(), translate, links);
    expect(en.text).toBe(
      '📨 Your appeal APL-7f0c is open. Support will look into the hold on your account and answer you here, in this chat.\n\nTo add anything, reply to this message.',
    );
    expect(en.keyboard.inline_keyboard.flat() as Button[]).toEqual([
      { text: 'Open Ferry', web_app: { url: 'https://ferry.example/messenger/authentication/blocked' } },
    ]);
    const uk = buildNotificationMessage(appealOf({ language: 'uk' }), translate, links);
    expect(uk.text).toMatch(/^📨 Вашу апеляцію APL-7f0c відкрито\./);
    expect(uk.text).toContain('дайте відповідь на це повідомлення');
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

describe('appeals through the Bot API (telegram-test-api)', () => {
  let telegram: TelegramServer;
  beforeAll(async () => {
    telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1', storeTimeout: 3_600 });
    await telegram.start();
  });
  afterAll(() => telegram.stop());

  const messagesTo = (chatId: number | string) =>
    telegram.storage.botMessages
      .filter((update) => String(update.message.chat_id) === String(chatId))
      .map((update) => update.message as { text: string; message_id?: number });

  /** Runs the consumer over a stream that offers `items`, until `count` events were marked sent. */
  async function consume(
    items: BotNotification[],
    count: number,
    appeals: Parameters<typeof startNotificationConsumer>[0]['appeals'],
  ) {
    const claimed = new Set<string>();
    const sent: string[] = [];
    const server: NotificationServer = {
      async stream(_lastEventId, onNotification, signal) {
        for (const item of items) onNotification(item);
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      claim: async (eventId) => !claimed.has(eventId) && Boolean(claimed.add(eventId)),
      markSent: async (eventId) => void sent.push(eventId),
      setReachable: async () => undefined,
    };
    const errors: unknown[] = [];
    const consumer = startNotificationConsumer({
      token: TOKEN,
      apiRoot: telegram.config.apiURL,
      server,
      translate,
      links,
      claimant: 'appeals',
      ...(appeals ? { appeals } : {}),
      onError: (error) => errors.push(error),
    });
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(count);
    await consumer.stop();
    return { sent, errors };
  }

  it('sends the appeal once though offered twice, and opens one ticket on that message, forwarded to the support chat', async () => {
    const stand = createDeskStandIn({ failFirst: true });
    const storage = new MemorySessionStorage<AppealAnchor>();
    const tickets = createAppealTickets({ desk: stand.desk, storage });
    const appeal = appealOf({ chat_id: '6161', language: 'pl' });
    const { sent, errors } = await consume([appeal, appeal], 1, {
      tickets,
      supportChatId: SUPPORT_CHAT,
    });
    expect(sent).toEqual(['31']);
    const toUser = messagesTo(6161);
    expect(toUser).toHaveLength(1);
    expect(toUser[0]?.text).toMatch(/^📨 Twoje odwołanie APL-7f0c jest otwarte\./);
    // The first try failed (the server was down) and was tried again on the same message: one ticket.
    expect(errors).toHaveLength(1);
    expect(stand.calls).toHaveLength(2);
    expect(new Set(stand.calls.map((call) => call.message_id)).size).toBe(1);
    expect(stand.tickets.size).toBe(1);
    expect(stand.calls[1]).toMatchObject({
      telegram_user_id: '6161',
      chat_id: '6161',
      language: 'pl',
      delivery: 'chat',
      text: 'Verification hold appeal APL-7f0c\nHold reason: IDENTITY_REVOKED\n\nThe user wrote:\nThis is my own passport.',
    });
    const toSupport = messagesTo(SUPPORT_CHAT);
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]?.text).toMatch(
      /^Ticket #1001 · appeal against a hold \(Telegram id 6161, language pl\)\n\nVerification hold appeal APL-7f0c/,
    );
    expect(stand.forwards).toEqual([{ ticket: 1001, chatId: SUPPORT_CHAT, messageId: expect.any(Number) }]);
    const anchorId = stand.calls[1]?.message_id as number;
    expect(await storage.read(`appeal:6161:${anchorId}`)).toEqual({
      ticket_number: 1001,
      appeal_ticket_id: 'APL-7f0c',
    });
  });

  it('without a support chat the ticket goes by the server’s mail, and nothing is forwarded', async () => {
    const stand = createDeskStandIn();
    const tickets = createAppealTickets({
      desk: stand.desk,
      storage: new MemorySessionStorage<AppealAnchor>(),
    });
    const appeal = appealOf({
      event_id: '32',
      chat_id: '6262',
      appeal: { ticket_id: 'APL-7f0c', reason_code: 'IDENTITY_REVOKED', message: null },
    });
    await consume([appeal], 1, { tickets });
    expect(messagesTo(6262)).toHaveLength(1);
    expect(stand.calls).toEqual([
      expect.objectContaining({ delivery: 'mail', text: expect.stringContaining('(no message)') }),
    ]);
    expect(stand.forwards).toEqual([]);
  });

  it('a bot without the ticket desk leaves an appeal unclaimed for one that has it', async () => {
    const claims: string[] = [];
    const server: NotificationServer = {
      async stream(_lastEventId, onNotification, signal) {
        onNotification(appealOf({ event_id: '33', chat_id: '6363' }));
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      claim: async (eventId) => Boolean(claims.push(eventId)),
      markSent: async () => undefined,
      setReachable: async () => undefined,
    };
    const consumer = startNotificationConsumer({
      token: TOKEN,
      apiRoot: telegram.config.apiURL,
      server,
      translate,
      links,
      claimant: 'no-desk',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await consumer.stop();
    expect(claims).toEqual([]);
    expect(messagesTo(6363)).toEqual([]);
  });

  it('the user’s reply to the appeal’s message joins its ticket in the support chat; other messages go on', async () => {
    const stand = createDeskStandIn();
    const storage = new MemorySessionStorage<AppealAnchor>();
    await storage.write('appeal:6464:77', { ticket_number: 1001, appeal_ticket_id: 'APL-7f0c' });
    const bot = await createBot(
      {
        token: TOKEN,
        publicUrl: 'https://ferry.example',
        apiRoot: telegram.config.apiURL,
        mode: 'polling',
        webhookPort: 0,
        supportChatId: SUPPORT_CHAT,
      },
      {
        startSources: { remember: async () => undefined },
        users: {
          balanceTotal: async () => ({ is_registered: false, total: null }),
          chosenLanguage: async () => 'uk',
          chooseLanguage: async () => undefined,
        },
        support: {
          conversations: createSupportConversations(new MemorySessionStorage<SupportConversation>()),
          desk: stand.desk,
          appeals: createAppealTickets({ desk: stand.desk, storage }),
        },
      },
    );
    await bot.init();
    const from = { id: 6464, is_bot: false, first_name: 'Olena' };
    const chat = { id: 6464, type: 'private' as const, first_name: 'Olena' };
    const replyTo = (messageId: number, text: string, replyToId: number): Update => ({
      update_id: messageId,
      message: {
        message_id: messageId,
        date: 1_764_000_000,
        chat,
        from,
        text,
        reply_to_message: {
          message_id: replyToId,
          date: 1_764_000_000,
          chat,
          from: { id: bot.botInfo.id, is_bot: true, first_name: 'Ferry' },
          text: 'Your appeal',
        } as never,
      },
    });
    await bot.handleUpdate(replyTo(90, 'I also have a residence permit.', 77));
    const toSupport = messagesTo(SUPPORT_CHAT).filter((message) => message.text.includes('addition'));
    expect(toSupport.map((message) => message.text)).toEqual([
      'Ticket #1001 · addition to the appeal APL-7f0c (Telegram id 6464, language uk)\n\nI also have a residence permit.\n\nReply to this message to answer the user.',
    ]);
    expect(stand.forwards).toEqual([{ ticket: 1001, chatId: SUPPORT_CHAT, messageId: expect.any(Number) }]);
    expect(messagesTo(6464).map((message) => message.text)).toEqual([
      'Додано до вашої апеляції (звернення #1001). Підтримка це побачить.',
    ]);
    // A reply to a message that carries no appeal is not taken for one.
    await bot.handleUpdate(replyTo(91, 'Thanks', 78));
    expect(stand.forwards).toHaveLength(1);
    expect(stand.calls).toEqual([]);
  });
});
