import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BotContext,
  createBot,
  createBotBaseClient,
  createServerBotUsers,
  createServerStartSources,
  createServerSupport,
} from '@ferry/bot';
import { loadConfig, type RunningServer, startServer } from '@ferry/server';
import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import type { Bot } from 'grammy';
import TelegramServer from 'telegram-test-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../support/free-port';

/**
 * The help bot end to end: grammY against telegram-test-api (a local Bot API), calling the real
 * server (in process, on PGlite) through its bot base for conversation state and tickets.
 */
const TOKEN = '7000000042:AAFerryHelpBotTokenForTheLocalEmulator0';
const SUPPORT_CHAT_ID = -1001234567890;
const AGENT_ID = 9001;

let telegram: TelegramServer;
let server: RunningServer;
let dataDir: string;
/** What the bots reported through `onError`; a test that expects none checks it stays empty. */
const errors: unknown[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-help-bot-'));
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BOT_TOKEN: TOKEN,
      DATABASE_URL: process.env.DATABASE_URL,
    }),
  );
  telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1' });
  await telegram.start();
}, 120_000);
afterAll(async () => {
  await telegram?.stop();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A bot process as main.ts builds one; a new call is a restarted bot over the same server. */
async function startBot(supportChatId?: number, fetchToServer?: typeof fetch): Promise<Bot<BotContext>> {
  const bot = await createBot(
    {
      token: TOKEN,
      publicUrl: 'https://ferry.example',
      apiRoot: telegram.config.apiURL,
      mode: 'polling',
      webhookPort: 0,
      ...(supportChatId === undefined ? {} : { supportChatId }),
    },
    {
      startSources: createServerStartSources({ serverUrl: server.url, botToken: TOKEN }),
      users: createServerBotUsers(createBotBaseClient({ serverUrl: server.url, botToken: TOKEN })),
      support: createServerSupport({
        serverUrl: server.url,
        botToken: TOKEN,
        ...(fetchToServer ? { fetch: fetchToServer } : {}),
      }),
      onError: (error) => errors.push(error),
    },
  );
  await bot.init();
  return bot;
}

/** The bot takes every update waiting for it, one by one, as long polling would. */
async function deliver(bot: Bot<BotContext>): Promise<void> {
  const updates = await bot.api.getUpdates({ offset: -1 });
  for (const update of updates) await bot.handleUpdate(update);
}

interface SentMessage {
  id: number;
  text: string;
  buttons: { text: string; callback_data?: string; url?: string; web_app?: { url: string } }[][];
}

/**
 * What the bot sent a chat since the last read. Read from the emulator's store: its client's
 * getUpdates waits a second and throws when the bot (rightly) sent nothing.
 */
async function takeUnread(chatId: number): Promise<SentMessage[]> {
  const unread = telegram.storage.botMessages.filter(
    (update) =>
      update.botToken === TOKEN && String(update.message.chat_id) === String(chatId) && !update.isRead,
  );
  return unread.map((update) => {
    update.isRead = true;
    const markup = update.message.reply_markup as { inline_keyboard?: SentMessage['buttons'] } | undefined;
    return { id: update.messageId, text: update.message.text, buttons: markup?.inline_keyboard ?? [] };
  });
}

function user(userId: number, languageCode = 'en') {
  const client = telegram.getClient(TOKEN, { userId, chatId: userId, firstName: 'Olena', userName: 'olena' });
  const from = { language_code: languageCode };
  const read = async () => takeUnread(userId);
  return {
    read,
    async command(bot: Bot<BotContext>, text: string) {
      await client.sendCommand(client.makeCommand(text, { from }));
      await deliver(bot);
      return read();
    },
    async say(bot: Bot<BotContext>, text: string) {
      await client.sendMessage(client.makeMessage(text, { from }));
      await deliver(bot);
      return read();
    },
    async tap(bot: Bot<BotContext>, data: string, messageId: number) {
      const query = client.makeCallbackQuery(data, {
        from,
        message: { message_id: messageId, chat: { id: userId, type: 'private' } },
      });
      await client.sendCallback(query);
      await deliver(bot);
      return read();
    },
  };
}

/** The support agents' group, where tickets arrive and agents answer them by replying. */
function supportChat() {
  const client = telegram.getClient(TOKEN, {
    userId: AGENT_ID,
    chatId: SUPPORT_CHAT_ID,
    firstName: 'Agent',
    userName: 'ferry_agent',
    type: 'supergroup',
    chatTitle: 'Ferry support',
  });
  return {
    async read(): Promise<{ id: number; text: string }[]> {
      return (await takeUnread(SUPPORT_CHAT_ID)).map(({ id, text }) => ({ id, text }));
    },
    async reply(bot: Bot<BotContext>, toMessageId: number, text: string) {
      await client.sendMessage(
        client.makeMessage(text, {
          reply_to_message: {
            message_id: toMessageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: SUPPORT_CHAT_ID, type: 'supergroup', title: 'Ferry support' },
            text: 'Ticket',
          },
        } as never),
      );
      await deliver(bot);
    },
  };
}

/** The text the bot's message carries now (after edits in place). */
function currentText(chatId: number, messageId: number): { text: string; buttons: SentMessage['buttons'] } {
  const stored = telegram.storage.botMessages.find(
    (update) => update.messageId === messageId && String(update.message.chat_id) === String(chatId),
  );
  const markup = stored?.message.reply_markup as { inline_keyboard?: SentMessage['buttons'] } | undefined;
  return { text: stored?.message.text ?? '', buttons: markup?.inline_keyboard ?? [] };
}

const TOPIC_TITLES = [
  'My deposit has not arrived',
  'The Ferry card',
  'Verification',
  'The TON wallet',
  'Withdrawals',
];

describe('the help bot', () => {
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it('opens the support menu on /help: FAQ topics, Contact support and the app', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const [menu] = await user(3001).command(bot, '/help');
    expect(menu?.text).toMatch(/^Everything happens in the Ferry app/);
    expect(menu?.text).toContain(SUPPORT_EMAIL);
    expect(menu?.text).toContain('How can we help? Pick a topic below, or write to our team.');
    expect(menu?.buttons.map((row) => row[0]?.text)).toEqual([
      ...TOPIC_TITLES,
      '✉️ Contact support',
      'Open Ferry',
    ]);
    expect(menu?.buttons[0]?.[0]?.callback_data).toBe('support:faq:depositMissing');
  });

  it('answers a FAQ topic in place, in the user’s language, and goes back to the menu', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3002, 'uk');
    const [menu] = await olena.command(bot, '/help');
    if (!menu) throw new Error('no menu');
    expect(await olena.tap(bot, 'support:faq:depositMissing', menu.id)).toEqual([]);
    const answer = currentText(3002, menu.id);
    expect(answer.text).toMatch(/^Де мій депозит\?/);
    expect(answer.text).toContain('протягом доби');
    expect(answer.buttons.flat().map((button) => button.text)).toEqual([
      '✉️ Написати в підтримку',
      '« До тем',
    ]);

    await olena.tap(bot, 'support:menu', menu.id);
    const back = currentText(3002, menu.id);
    expect(back.text).toBe('Чим допомогти? Оберіть тему нижче або напишіть нашій команді.');
    expect(back.buttons).toHaveLength(TOPIC_TITLES.length + 2);
  });

  it('opens the menu from the app’s Support link (/start support), and offers Support under the greeting', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3003);
    const [menu] = await olena.command(bot, '/start support');
    expect(menu?.text).toBe('How can we help? Pick a topic below, or write to our team.');
    const [greeting] = await olena.command(bot, '/start');
    expect(greeting?.text).toMatch(/^Welcome to Ferry!/);
    expect(greeting?.buttons.flat().map((button) => button.callback_data ?? button.text)).toEqual([
      'Open Ferry',
      'support:open',
    ]);
    // The greeting stays as it is; the menu comes as a message of its own.
    const [fromGreeting] = await olena.tap(bot, 'support:open', greeting?.id ?? 0);
    expect(fromGreeting?.text).toBe('How can we help? Pick a topic below, or write to our team.');
    expect(currentText(3003, greeting?.id ?? 0).text).toMatch(/^Welcome to Ferry!/);
  });

  it('turns Contact support into a ticket in the support chat, and the agent’s reply reaches the user', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3004);
    const agents = supportChat();
    await agents.read();
    // Before Contact support, a message is not a ticket.
    expect(await olena.say(bot, 'hello?')).toEqual([]);

    const [menu] = await olena.command(bot, '/help');
    const [ask] = await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    expect(ask?.text).toMatch(/^Describe your question in one message/);
    const [confirmation] = await olena.say(bot, 'My SEPA deposit of 100 EUR has not arrived since Monday.');
    const number = Number(/#(\d+)/.exec(confirmation?.text ?? '')?.[1]);
    expect(number).toBeGreaterThanOrEqual(1001);
    expect(confirmation?.text).toBe(
      `Thank you! Your ticket number is #${number}. Our team will get back to you in Telegram.`,
    );

    const [forwarded] = await agents.read();
    expect(forwarded?.text).toBe(
      `Ticket #${number} · Olena @olena (Telegram id 3004, language en)\n\n` +
        'My SEPA deposit of 100 EUR has not arrived since Monday.\n\nReply to this message to answer the user.',
    );
    // The conversation is over: the next message is not another ticket.
    expect(await olena.say(bot, 'thanks')).toEqual([]);

    await agents.reply(bot, forwarded?.id ?? 0, 'We found it: it is credited now.');
    expect((await olena.read()).map((message) => message.text)).toEqual([
      `Support · ticket #${number}\n\nWe found it: it is credited now.`,
    ]);
    expect((await agents.read()).map((message) => message.text)).toEqual([
      `Sent to the user (ticket #${number}).`,
    ]);

    // A reply to something that is not a ticket goes nowhere.
    await agents.reply(bot, 999_999, 'Unrelated chatter');
    expect(await agents.read()).toEqual([]);
  });

  it('keeps the conversation across a bot restart: the new bot opens the ticket', async () => {
    const olena = user(3005, 'pl');
    const agents = supportChat();
    await agents.read();
    const before = await startBot(SUPPORT_CHAT_ID);
    const [menu] = await olena.command(before, '/help');
    await olena.tap(before, 'support:contact', menu?.id ?? 0);

    const after = await startBot(SUPPORT_CHAT_ID);
    const [confirmation] = await olena.say(after, 'Karta odrzucona przy płatności.');
    expect(confirmation?.text).toMatch(/^Dziękujemy! Numer Twojego zgłoszenia to #\d+\./);
    const [forwarded] = await agents.read();
    expect(forwarded?.text).toContain('Karta odrzucona przy płatności.');
    expect(forwarded?.text).toContain('Telegram id 3005, language pl');
  });

  it('lets the user cancel, and then sends nothing', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3006);
    const agents = supportChat();
    await agents.read();
    const [menu] = await olena.command(bot, '/help');
    await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    const [cancelled] = await olena.command(bot, '/cancel');
    expect(cancelled?.text).toBe('OK, nothing was sent.');
    expect(await olena.say(bot, 'never mind')).toEqual([]);
    expect(await agents.read()).toEqual([]);
  });

  it('keeps the conversation open when the server cannot take the ticket: the next message tries again', async () => {
    let isServerDown = true;
    const flakyFetch: typeof fetch = (input, init) =>
      isServerDown && String(input).endsWith('/bot/support/tickets')
        ? Promise.reject(new TypeError('fetch failed'))
        : fetch(input, init);
    const bot = await startBot(SUPPORT_CHAT_ID, flakyFetch);
    const olena = user(3008);
    const agents = supportChat();
    await agents.read();
    const [menu] = await olena.command(bot, '/help');
    await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    errors.length = 0;
    const [failure] = await olena.say(bot, 'Verification stuck in progress.');
    expect(failure?.text).toBe(
      `We could not send your message just now. Please try again in a minute, or write to ${SUPPORT_EMAIL}.`,
    );
    expect(errors).toHaveLength(1);
    expect(await agents.read()).toEqual([]);

    isServerDown = false;
    const [confirmation] = await olena.say(bot, 'Verification stuck in progress.');
    expect(confirmation?.text).toMatch(/^Thank you! Your ticket number is #\d+\./);
    expect((await agents.read()).map((message) => message.text)).toEqual([
      expect.stringContaining('Verification stuck in progress.'),
    ]);
    errors.length = 0;
  });

  it('mails the ticket to the support address when no support chat is set', async () => {
    const bot = await startBot();
    const olena = user(3007);
    const [menu] = await olena.command(bot, '/help');
    await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    const [confirmation] = await olena.say(bot, 'Where is my card?');
    const number = Number(/#(\d+)/.exec(confirmation?.text ?? '')?.[1]);
    expect(number).toBeGreaterThanOrEqual(1001);
    const outbox = (await (
      await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`)
    ).json()) as { messages: { subject: string; body: string }[] };
    const mail = outbox.messages.find((message) => message.subject.includes(`#${number}`));
    expect(mail?.subject).toBe(`Support ticket #${number} from the Telegram help bot`);
    expect(mail?.body).toContain('Where is my card?');
  });
});
