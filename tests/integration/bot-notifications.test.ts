import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBot,
  createBotBaseClient,
  createServerBotUsers,
  createServerNotifications,
  createServerStartSources,
  createTranslate,
  type NotificationConsumer,
  startNotificationConsumer,
  type Translate,
} from '@ferry/bot';
import { loadConfig, type RunningServer, startServer } from '@ferry/server';
import { sign } from '@telegram-apps/init-data-node';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BOT_TOKEN = '7000000042:AAFerryNotifyIntegrationTestToken0000';
const API = '/api/client/v1';
let telegram: TelegramServer;
let proxy: Server;
let proxyUrl: string;
let server: RunningServer;
let dataDir: string;
let translate: Translate;
/** Chats whose user blocked the bot: the Bot API answers 403 to every message for them. */
const blockedChats = new Set<string>();
const attemptsOfChat = new Map<string, number>();
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

/**
 * The Bot API as the bot sees it: telegram-test-api behind a thin proxy that counts each
 * sendMessage and answers 403 "blocked by the user" for the chats in `blockedChats`, which the
 * emulator cannot do itself.
 */
async function startBotApiProxy(target: string): Promise<Server> {
  const proxyServer = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      if (request.url?.endsWith('/sendMessage')) {
        const chatId = String((JSON.parse(body) as { chat_id: string | number }).chat_id);
        attemptsOfChat.set(chatId, (attemptsOfChat.get(chatId) ?? 0) + 1);
        if (blockedChats.has(chatId)) {
          response.writeHead(403, { 'Content-Type': 'application/json' });
          response.end(
            JSON.stringify({
              ok: false,
              error_code: 403,
              description: 'Forbidden: bot was blocked by the user',
            }),
          );
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

beforeAll(async () => {
  telegram = new TelegramServer({ port: await freePort(), host: '127.0.0.1', storeTimeout: 3_600 });
  await telegram.start();
  proxy = await startBotApiProxy(telegram.config.apiURL);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-notify-'));
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BOT_TOKEN,
      BOT_POLLING: 'false',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
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
});

function consumer(name: string): NotificationConsumer {
  const started = startNotificationConsumer({
    token: BOT_TOKEN,
    apiRoot: proxyUrl,
    server: createServerNotifications({ serverUrl: server.url, botToken: BOT_TOKEN }),
    translate,
    links: { publicUrl: 'https://ferry.example', botUsername: 'ferry_bot', miniAppShortName: 'app' },
    claimant: name,
  });
  running.push(started);
  return started;
}

async function stopConsumer(target: NotificationConsumer): Promise<void> {
  running.splice(running.indexOf(target), 1);
  await target.stop();
}

async function call<T>(
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
async function telegramAccount(telegramId: number, languageCode: string): Promise<Account> {
  const initData = sign(
    {
      user: { id: telegramId, first_name: 'Olena', language_code: languageCode },
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
async function creditDeposit(account: Account, amount: string): Promise<string> {
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

function messagesTo(chatId: number) {
  return telegram.storage.botMessages
    .filter((update) => String(update.message.chat_id) === String(chatId))
    .map((update) => ({
      time: update.time,
      text: update.message.text,
      markup: update.message.reply_markup as { inline_keyboard: { text: string; url?: string }[][] },
    }));
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('transaction status notifications through the bot', () => {
  it('tells the user of a credited deposit once, in their language, with a button into it', async () => {
    const account = await telegramAccount(880001, 'uk');
    const bot = consumer('solo');
    const transactionId = await creditDeposit(account, '100.00');
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 20_000 }).toBe(1);
    await settle(1_500);
    const [message] = messagesTo(account.telegramId);
    expect(message?.text).toBe('Гроші надійшли: +100,00\u00a0€\nСтатус: Завершено');
    expect(message?.markup.inline_keyboard[0]?.[0]).toEqual({
      text: 'Відкрити транзакцію',
      url: `https://t.me/ferry_bot/app?startapp=tx_PAYIN_${transactionId}`,
    });
    await stopConsumer(bot);
  });

  it('sends each message once when the bot is restarted mid-way and when two instances run', async () => {
    const account = await telegramAccount(880002, 'en');
    const first = consumer('first');
    await creditDeposit(account, '10.00');
    await creditDeposit(account, '20.00');
    // The first message goes out, the second waits its turn (one a second per chat): stop then.
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 20_000 }).toBe(1);
    await stopConsumer(first);
    await creditDeposit(account, '30.00'); // while no bot runs
    const second = consumer('second');
    const third = consumer('third');
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 30_000 }).toBe(3);
    await creditDeposit(account, '40.00'); // with both instances listening
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 30_000 }).toBe(4);
    await settle(3_000);
    const texts = messagesTo(account.telegramId).map((message) => message.text.split('\n')[0]);
    expect(texts.sort()).toEqual([
      'Money arrived: +€10.00',
      'Money arrived: +€20.00',
      'Money arrived: +€30.00',
      'Money arrived: +€40.00',
    ]);
    await Promise.all([stopConsumer(second), stopConsumer(third)]);
  });

  it('marks a user who blocked the bot unreachable after one attempt and tries no more', async () => {
    const account = await telegramAccount(880003, 'pl');
    blockedChats.add(String(account.telegramId));
    const bot = consumer('blocked');
    await creditDeposit(account, '5.00');
    const settings = () =>
      call<{ is_messenger_enabled: boolean; is_messenger_reachable: boolean }>('GET', 'user/notifications', {
        token: account.token,
      });
    await expect.poll(async () => (await settings()).is_messenger_reachable, { timeout: 20_000 }).toBe(false);
    await creditDeposit(account, '6.00');
    await settle(3_000);
    expect(attemptsOfChat.get(String(account.telegramId))).toBe(1);

    // Unblocking it (`my_chat_member` member) makes them reachable again; the next deposit arrives.
    blockedChats.delete(String(account.telegramId));
    const notificationServer = createServerNotifications({ serverUrl: server.url, botToken: BOT_TOKEN });
    const updates = await createBot(
      {
        token: BOT_TOKEN,
        publicUrl: 'https://ferry.example',
        apiRoot: proxyUrl,
        mode: 'polling',
        webhookPort: 0,
      },
      {
        startSources: createServerStartSources({ serverUrl: server.url, botToken: BOT_TOKEN }),
        users: createServerBotUsers(createBotBaseClient({ serverUrl: server.url, botToken: BOT_TOKEN })),
        chatReachability: notificationServer,
      },
    );
    await updates.init();
    const chatMember = (status: 'member' | 'kicked') => ({
      update_id: Date.now(),
      my_chat_member: {
        chat: { id: account.telegramId, type: 'private' as const, first_name: 'Olena' },
        from: { id: account.telegramId, is_bot: false, first_name: 'Olena' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: {
          status: status === 'member' ? ('kicked' as const) : ('member' as const),
          user: { id: 7000000042, is_bot: true, first_name: 'Ferry' },
          ...(status === 'member' ? { until_date: 0 } : {}),
        },
        new_chat_member: {
          status,
          user: { id: 7000000042, is_bot: true, first_name: 'Ferry' },
          ...(status === 'kicked' ? { until_date: 0 } : {}),
        },
      },
    });
    // biome-ignore lint/suspicious/noExplicitAny: a hand-made update of grammY's own shape
    await updates.handleUpdate(chatMember('member') as any);
    expect((await settings()).is_messenger_reachable).toBe(true);
    await creditDeposit(account, '7.00');
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 20_000 }).toBe(1);
    expect(messagesTo(account.telegramId)[0]?.text).toMatch(/^Pieniądze dotarły: \+7,00/);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await updates.handleUpdate(chatMember('kicked') as any);
    expect((await settings()).is_messenger_reachable).toBe(false);
    await stopConsumer(bot);
  });

  it('sends nothing to a user who switched the messages off in the profile', async () => {
    const account = await telegramAccount(880004, 'en');
    const switched = await call<{ is_messenger_enabled: boolean }>('PUT', 'user/notifications', {
      token: account.token,
      body: { is_messenger_enabled: false },
    });
    expect(switched.is_messenger_enabled).toBe(false);
    const bot = consumer('off');
    await creditDeposit(account, '8.00');
    await settle(3_000);
    expect(attemptsOfChat.get(String(account.telegramId)) ?? 0).toBe(0);
    await stopConsumer(bot);
  });
});
