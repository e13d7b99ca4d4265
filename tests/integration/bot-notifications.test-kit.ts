import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createServerNotifications,
  createTranslate,
  type NotificationConsumer,
  type NotificationConsumerOptions,
  startNotificationConsumer,
  type Translate,
} from '@ferry/bot';
import {
  createTestDatabaseUrl,
  loadConfig,
  type RunningServer,
  startServer,
  type TestDatabaseUrl,
} from '@ferry/server';
import { sign } from '@telegram-apps/init-data-node';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll } from 'vitest';

// The world of bot-notifications.test.ts: the Bot API emulator behind a proxy that can refuse chats, the server, notification consumers, and a Telegram user's account and deposits.

export const BOT_TOKEN = '7000000042:AAFerryNotifyIntegrationTestToken0000';
const API = '/api/client/v1';
let telegram: TelegramServer;
let proxy: Server;
export let proxyUrl: string;
export let server: RunningServer;
let dataDir: string;
let database: TestDatabaseUrl | undefined;
let translate: Translate;
/** Chats whose user blocked the bot: the Bot API answers 403 to every message for them. */
export const blockedChats = new Set<string>();
export const attemptsOfChat = new Map<string, number>();
/**
 * Bot API calls the emulator lacks, answered by the proxy and kept here in order: inline answers
 * (`answerInlineQuery`), edits by `inline_message_id` and `savePreparedInlineMessage`.
 */
export const emulatedCalls: { method: string; body: Record<string, unknown> }[] = [];
const EMULATED = [
  'answerInlineQuery',
  'savePreparedInlineMessage',
  'editMessageText',
  'editMessageReplyMarkup',
];
const running: NotificationConsumer[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createHttpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function answerBlocked(response: ServerResponse): void {
  response.writeHead(403, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }),
  );
}

/**
 * The Bot API as the bot sees it: telegram-test-api behind a thin proxy that counts each
 * sendMessage and answers 403 "blocked by the user" for the chats in `blockedChats` (their sendMessage and
 * savePreparedInlineMessage), which the
 * emulator cannot do itself.
 */
async function startBotApiProxy(target: string): Promise<Server> {
  const proxyServer = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      const method = request.url?.split('/').pop() ?? '';
      if (EMULATED.includes(method)) {
        const parsed = (body === '' ? {} : JSON.parse(body)) as Record<string, unknown>;
        // Edits of an ordinary message (chat_id + message_id) still go to the emulator.
        if (!method.startsWith('edit') || parsed.inline_message_id !== undefined) {
          emulatedCalls.push({ method, body: parsed });
          // A user who blocked the bot (or never started it) gets no prepared message either.
          if (method === 'savePreparedInlineMessage' && blockedChats.has(String(parsed.user_id))) {
            answerBlocked(response);
            return;
          }
          const result =
            method === 'savePreparedInlineMessage'
              ? {
                  id: `prepared-${emulatedCalls.length}`,
                  expiration_date: Math.floor(Date.now() / 1000) + 3_600,
                }
              : true;
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ ok: true, result }));
          return;
        }
      }
      if (request.url?.endsWith('/sendMessage')) {
        const chatId = String((JSON.parse(body) as { chat_id: string | number }).chat_id);
        attemptsOfChat.set(chatId, (attemptsOfChat.get(chatId) ?? 0) + 1);
        if (blockedChats.has(chatId)) {
          answerBlocked(response);
          return;
        }
      }
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method ?? 'GET',
        headers: { 'Content-Type': request.headers['content-type'] ?? 'application/json' },
        ...(request.method === 'GET' ? {} : { body }),
      });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
  return proxyServer;
}

/** Starts the emulator, its proxy and the server before the file's tests and stops them (and every consumer) after. */
export function setUpNotificationWorld() {
  beforeAll(async () => {
    telegram = new TelegramServer({ port: await freePort(), host: '127.0.0.1', storeTimeout: 3_600 });
    await telegram.start();
    proxy = await startBotApiProxy(telegram.config.apiURL);
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-notify-'));
    database = await createTestDatabaseUrl();
    server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        BOT_TOKEN,
        BOT_POLLING: 'false',
        BOT_USERNAME: 'ferry_bot',
        MINIAPP_SHORT_NAME: 'app',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      }),
    );
    translate = await createTranslate();
  });

  afterAll(async () => {
    await Promise.all(running.splice(0).map((consumer) => consumer.stop()));
    await server?.stop();
    await new Promise((resolve) => proxy?.close(resolve));
    await telegram?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.dispose();
  });
}

export function consumer(
  name: string,
  extra: Pick<NotificationConsumerOptions, 'chatPayments'> = {},
): NotificationConsumer {
  const started = startNotificationConsumer({
    token: BOT_TOKEN,
    apiRoot: proxyUrl,
    server: createServerNotifications({ serverUrl: server.url, botToken: BOT_TOKEN }),
    translate,
    links: { publicUrl: 'https://ferry.example', botUsername: 'ferry_bot', miniAppShortName: 'app' },
    claimant: name,
    ...extra,
  });
  running.push(started);
  return started;
}

export async function stopConsumer(target: NotificationConsumer): Promise<void> {
  running.splice(running.indexOf(target), 1);
  await target.stop();
}

export async function call<T>(
  method: string,
  apiPath: string,
  options: { token?: string; profileId?: string; body?: unknown; idempotent?: boolean } = {},
): Promise<T> {
  const response = await fetch(`${server.url}${apiPath.startsWith('/') ? apiPath : `${API}/${apiPath}`}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.profileId ? { 'Profile-Id': options.profileId } : {}),
      ...(options.idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

interface Account {
  telegramId: number;
  token: string;
  profileId: string;
}

/** A Telegram user signed up from the mini-app (init data signed for the bot), past the terms. */
export async function telegramAccount(
  telegramId: number,
  languageCode: string,
  firstName = 'Olena',
): Promise<Account> {
  const initData = sign(
    {
      user: { id: telegramId, first_name: firstName, language_code: languageCode },
      chat_instance: '-100500',
      chat_type: 'private',
      signature: 'ZmVycnktbm90aWZ5',
    },
    BOT_TOKEN,
    new Date(),
  );
  const login = await call<{ access_token: string }>('POST', 'telegram-register', {
    body: { init_data: initData },
  });
  const accepted = await call<{ access_token: string }>('POST', 'user/accept-terms', {
    token: login.access_token,
    body: { version: 1 },
  });
  const user = await call<{ profiles_id: string[] }>('GET', 'user', { token: accepted.access_token });
  return { telegramId, token: accepted.access_token, profileId: user.profiles_id[0] as string };
}

/** A SEPA deposit the sandbox bank then credits (`POST /api/dev/sandbox/bank-transfers`). */
export async function creditDeposit(account: Account, amount: string): Promise<string> {
  const created = await call<{ transaction: { id: string; bank_details: { reference: string } } }>(
    'POST',
    'deposits',
    {
      token: account.token,
      profileId: account.profileId,
      idempotent: true,
      body: { payway: 'sepa', currency: 'EUR', amount },
    },
  );
  await call('POST', '/api/dev/sandbox/bank-transfers', {
    body: { reference: created.transaction.bank_details.reference },
  });
  return created.transaction.id;
}

export function messagesTo(chatId: number) {
  return telegram.storage.botMessages
    .filter((update) => String(update.message.chat_id) === String(chatId))
    .map((update) => ({
      time: update.time,
      text: update.message.text,
      markup: update.message.reply_markup as { inline_keyboard: { text: string; url?: string }[][] },
    }));
}

export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
