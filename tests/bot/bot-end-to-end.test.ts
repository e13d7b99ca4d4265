import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBot,
  createBotBaseClient,
  createServerBotUsers,
  createServerStartSources,
  createServerSupport,
  createWebhookApp,
} from '@ferry/bot';
import {
  createTestDatabaseUrl,
  loadConfig,
  type RunningServer,
  startServer,
  type TestDatabaseUrl,
} from '@ferry/server';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { type ServerType, serve } from '@hono/node-server';
import { sign } from '@telegram-apps/init-data-node';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The bot end to end: Telegram is telegram-test-api, the server is the real one on PGlite
 * (webhook mode, forwarding /bot/webhook to the bot's webhook app), and the bot reaches the
 * server only through its bot base, as in production.
 */
const TOKEN = '7000000077:AAFerryBotEndToEndTestToken000000000';
const WEBHOOK_SECRET = 'ferry-e2e-webhook-secret-0123456789';
const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';
/** A TON Connect request as a dApp's SDK writes it after `start=` (Telegram's encoding). */
const TONCONNECT_LINK =
  'tonconnect-v__2-id__9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b-r__--7B--22manifestUrl' +
  '--22--3A--22https--3A--2F--2Fapp--2Eferry--2Eexample--2Ftonconnect--2Dmanifest--2Ejson--22--2C--22items--22' +
  '--3A--5B--7B--22name--22--3A--22ton--5Faddr--22--7D--5D--7D-ret__back';

let telegram: TelegramServer;
let server: RunningServer;
let bot: Awaited<ReturnType<typeof createBot>>;
let webhookListener: ServerType;
let dataDir: string;
let database: TestDatabaseUrl | undefined;
const errors: unknown[] = [];

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

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-bot-e2e-'));
  database = await createTestDatabaseUrl();
  telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1' });
  await telegram.start();
  const webhookPort = await findFreePort();
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      BOT_TOKEN: TOKEN,
      BOT_MODE: 'webhook',
      BOT_WEBHOOK_PORT: String(webhookPort),
      PUBLIC_URL: 'https://ferry.example',
    }),
  );
  bot = await createBot(
    {
      token: TOKEN,
      apiRoot: telegram.config.apiURL,
      publicUrl: 'https://ferry.example',
      botUsername: 'ferry_bot',
      miniAppShortName: 'app',
      mode: 'webhook',
      webhookSecret: WEBHOOK_SECRET,
      webhookPort,
    },
    {
      startSources: createServerStartSources({ serverUrl: server.url, botToken: TOKEN }),
      users: createServerBotUsers(createBotBaseClient({ serverUrl: server.url, botToken: TOKEN })),
      support: createServerSupport({ serverUrl: server.url, botToken: TOKEN }),
      onError: (error) => errors.push(error),
    },
  );
  await bot.init();
  const app = createWebhookApp(bot, WEBHOOK_SECRET);
  await new Promise<void>((resolve) => {
    webhookListener = serve({ fetch: app.fetch, port: webhookPort, hostname: '127.0.0.1' }, () => resolve());
  });
});

afterAll(async () => {
  await new Promise((resolve) => webhookListener?.close(resolve));
  await server?.stop();
  await telegram?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await database?.dispose();
});

interface Keyboard {
  inline_keyboard: { text: string; web_app?: { url: string }; url?: string; callback_data?: string }[][];
}

/** The inline keyboard of a bot message; a message without one fails the test here. */
function rowsOf(message: unknown): Keyboard['inline_keyboard'] {
  const markup = (message as { reply_markup?: Keyboard } | undefined)?.reply_markup;
  if (!markup) throw new Error(`expected an inline keyboard on ${JSON.stringify(message)}`);
  return markup.inline_keyboard;
}

function clientOf(userId: number) {
  return telegram.getClient(TOKEN, { userId, chatId: userId, firstName: 'Olena' });
}

/** The bot takes what the emulator holds for it (as the runner would) and handles it. */
async function deliverPending() {
  const updates = await bot.api.getUpdates({ offset: -1 });
  for (const update of updates) await bot.handleUpdate(update);
}

async function say(text: string, userId: number, languageCode?: string) {
  const client = clientOf(userId);
  const command = client.makeCommand(text);
  if (languageCode) (command.from as { language_code?: string }).language_code = languageCode;
  await client.sendCommand(command);
  await deliverPending();
  return (await client.getUpdates()).result.map((update) => update.message);
}

async function tap(data: string, userId: number) {
  const client = clientOf(userId);
  await client.sendCallback(client.makeCallbackQuery(data, { from: { id: userId } }));
  await deliverPending();
  return (await client.getUpdates()).result.map((update) => update.message);
}

/** Init data as Telegram signs it for this bot: the user and, from a startapp link, start_param. */
function initDataFor(userId: number, startParam?: string) {
  return sign(
    {
      user: { id: userId, first_name: 'Olena', language_code: 'en' },
      chat_instance: '-100500',
      chat_type: 'private',
      signature: 'ZmVycnktZTJlLXNpZ25hdHVyZQ',
      ...(startParam ? { start_param: startParam } : {}),
    },
    TOKEN,
    new Date(),
  );
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a referral link, from /start to the account', () => {
  it('greets with the web_app button and a startapp link carrying the parameter, then attributes the sign-up', async () => {
    const userId = 910_001;
    const [reply] = await say('/start ref_42-utm_source_ads', userId);
    expect(reply?.text).toMatch(/^Welcome to Ferry! A friend invited you\./);
    const rows = rowsOf(reply);
    expect(rows[0]?.[0]?.text).toBe('Open Ferry');
    expect(rows[0]?.[0]?.web_app?.url).toMatch(/^https:\/\/ferry\.example\/messenger\/exchange\?/);
    expect(rows[1]?.[0]?.url).toBe('https://t.me/ferry_bot/app?startapp=ref_42-utm_source_ads');

    // The web_app button launch carries no start_param: only what the bot saw can attribute it.
    const signUp = await post('/api/client/v1/telegram-register', { init_data: initDataFor(userId) });
    expect(signUp.status).toBe(200);
    const source = await post('/bot/user-source', { init_data: initDataFor(userId) });
    expect(source).toEqual({
      status: 200,
      body: { utm_s: 'ads', utm_m: null, utm_c: null, referrer_telegram_id: '42' },
    });
    expect(errors).toEqual([]);
  });

  it('attributes a sign-up from the startapp link by its signed start_param, never by an unsigned URL', async () => {
    const userId = 910_002;
    const signedLaunch = initDataFor(userId, 'ref_42-utm_s_tg-utm_c_spring');
    const signUp = await post('/api/client/v1/telegram-register?ref=77&utm_source=forged', {
      init_data: signedLaunch,
    });
    expect(signUp.status).toBe(200);
    expect((await post('/bot/user-source', { init_data: signedLaunch })).body).toEqual({
      utm_s: 'tg',
      utm_m: null,
      utm_c: 'spring',
      referrer_telegram_id: '42',
    });
  });

  it('refuses user-source for init data not signed with the bot’s token', async () => {
    const forged = initDataFor(910_003).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    expect((await post('/bot/user-source', { init_data: forged })).status).toBe(401);
  });
});

describe('deep links', () => {
  it('passes a TON Connect request on intact', async () => {
    const [reply] = await say(`/start ${TONCONNECT_LINK}`, 910_010);
    expect(reply?.text).toMatch(/^A site asks to connect to your Ferry wallet/);
    const rows = rowsOf(reply);
    expect(rows[1]?.[0]?.url).toBe(`https://t.me/ferry_bot/app?startapp=${TONCONNECT_LINK}`);
    expect(new URL(rows[0]?.[0]?.web_app?.url ?? '').searchParams.get('startapp')).toBe(TONCONNECT_LINK);
  });
});

describe('/balance and /language over the server’s bot base', () => {
  it('invites a Telegram user without an account, and shows a registered user’s total', async () => {
    const [stranger] = await say('/balance', 910_020);
    expect(stranger?.text).toMatch(/^You don’t have a Ferry account yet\./);
    const userId = 910_021;
    expect((await post('/api/client/v1/telegram-register', { init_data: initDataFor(userId) })).status).toBe(
      200,
    );
    const [member] = await say('/balance', userId);
    expect(member?.text).toBe('Your Ferry balance: $0.00');
    expect(rowsOf(member)[0]?.[0]?.web_app?.url).toBe('https://ferry.example/messenger/balances');
  });

  it('keeps the language chosen with /language on the server and speaks it afterwards', async () => {
    const userId = 910_030;
    const [prompt] = await say('/language', userId);
    expect(
      rowsOf(prompt)
        .flat()
        .map((button) => button.callback_data),
    ).toEqual(['language:en', 'language:pl']);
    const [confirmation] = await tap('language:pl', userId);
    expect(confirmation?.text).toBe('Gotowe — Ferry pisze teraz do ciebie po polsku.');
    const stored = await fetch(`${server.url}/bot/users/${userId}/language`, {
      headers: { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TOKEN) },
    });
    expect(await stored.json()).toEqual({ language: 'pl' });
    const [help] = await say('/help', userId, 'en');
    expect(help?.text).toMatch(/^Wszystko dzieje się/);
  });
});

describe('webhook mode: the server’s /bot/webhook', () => {
  function startUpdate(userId: number) {
    return {
      update_id: 77_000_001,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: userId, type: 'private', first_name: 'Olena' },
        from: { id: userId, is_bot: false, first_name: 'Olena', language_code: 'uk' },
        text: '/start',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
  }

  it('answers 401 without the secret token and handles nothing', async () => {
    const userId = 910_040;
    const answer = await fetch(`${server.url}/bot/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SECRET_HEADER]: 'not-the-secret' },
      body: JSON.stringify(startUpdate(userId)),
    });
    expect(answer.status).toBe(401);
    const bare = await fetch(`${server.url}/bot/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(startUpdate(userId)),
    });
    expect(bare.status).toBe(401);
    // Nothing went either way in this chat: the update never reached the bot.
    const history = await clientOf(userId).getUpdatesHistory();
    expect(history.filter((entry) => JSON.stringify(entry).includes(String(userId)))).toEqual([]);
  });

  it('handles an update that carries the secret token: the user gets the greeting', async () => {
    const userId = 910_041;
    const answer = await fetch(`${server.url}/bot/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SECRET_HEADER]: WEBHOOK_SECRET },
      body: JSON.stringify(startUpdate(userId)),
    });
    expect(answer.status).toBe(200);
    const [reply] = (await clientOf(userId).getUpdates()).result.map((update) => update.message);
    expect(reply?.text).toMatch(/^Вітаємо у Ferry!/);
  });
});
