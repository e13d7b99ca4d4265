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
import {
  createTestDatabaseUrl,
  loadConfig,
  type RunningServer,
  startServer,
  type TestDatabaseUrl,
} from '@ferry/server';
import type { Bot } from 'grammy';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll } from 'vitest';
import { findFreePort } from '../support/free-port';

// The help bot's world for help-bot.test.ts: the server and the Bot API emulator, a bot as main.ts builds one, users and the support chat.

const TOKEN = '7000000042:AAFerryHelpBotTokenForTheLocalEmulator0';
export const SUPPORT_CHAT_ID = -1001234567890;
const AGENT_ID = 9001;

export let telegram: TelegramServer;
export let server: RunningServer;
let dataDir: string;
let database: TestDatabaseUrl | undefined;
/** What the bots reported through `onError`; a test that expects none checks it stays empty. */
export const errors: unknown[] = [];

/** Starts the server and the emulator before the file's tests and stops them after. */
export function setUpHelpBotWorld() {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-help-bot-'));
    database = await createTestDatabaseUrl();
    server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        BOT_TOKEN: TOKEN,
        DATABASE_URL: database.url,
      }),
    );
    telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1' });
    await telegram.start();
  }, 120_000);
  afterAll(async () => {
    await telegram?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.dispose();
  });
}

/** A bot process as main.ts builds one; a new call is a restarted bot over the same server. */
export async function startBot(
  supportChatId?: number,
  fetchToServer?: typeof fetch,
): Promise<Bot<BotContext>> {
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

export function user(userId: number, languageCode = 'en') {
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
export function supportChat() {
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
export function currentText(
  chatId: number,
  messageId: number,
): { text: string; buttons: SentMessage['buttons'] } {
  const stored = telegram.storage.botMessages.find(
    (update) => update.messageId === messageId && String(update.message.chat_id) === String(chatId),
  );
  const markup = stored?.message.reply_markup as { inline_keyboard?: SentMessage['buttons'] } | undefined;
  return { text: stored?.message.text ?? '', buttons: markup?.inline_keyboard ?? [] };
}

export const TOPIC_TITLES = [
  'My deposit has not arrived',
  'The Ferry card',
  'Verification',
  'The TON wallet',
  'Withdrawals',
];
