import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { type StartSourceBody, startSourceBodySchema } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import type { Bot } from 'grammy';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotContext } from './bot-context';
import type { BotUsers } from './bot-users';
import { createBot } from './create-bot';
import { createServerStartSources } from './start-sources';

const TOKEN = '123456:TEST-token-for-the-local-bot-api-emulator';
/** A TON Connect request as a dApp's SDK writes it after `start=` (Telegram's encoding). */
const TONCONNECT_LINK =
  'tonconnect-v__2-id__9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b-r__--7B--22manifestUrl' +
  '--22--3A--22https--3A--2F--2Fapp--2Eferry--2Eexample--2Ftonconnect--2Dmanifest--2Ejson--22--2C--22items--22' +
  '--3A--5B--7B--22name--22--3A--22ton--5Faddr--22--7D--5D--7D-ret__back';
let server: TelegramServer;
let bot: Bot<BotContext>;
/** Stands in for the server's bot base: keeps what the bot posted, as the shared contract reads it. */
let serverBase: Server;
const startSources: { path: string | undefined; key: string | undefined; body: StartSourceBody }[] = [];
const errors: unknown[] = [];

/** Stands in for the server's answers about users: one registered user with a balance. */
const chosenLanguages = new Map<bigint, 'en' | 'uk' | 'ru' | 'pl'>();
const users: BotUsers = {
  async balanceTotal(telegramUserId, currency) {
    if (telegramUserId === 3001n) return { is_registered: true, total: { currency, amount: '1234.5' } };
    if (telegramUserId === 3003n) throw new Error('the server is down');
    return { is_registered: false, total: null };
  },
  async chosenLanguage(telegramUserId) {
    return chosenLanguages.get(telegramUserId) ?? null;
  },
  async chooseLanguage(telegramUserId, language) {
    chosenLanguages.set(telegramUserId, language);
  },
};

/** The emulator builds its URL from the port it is given, so it needs a real free one up front. */
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
  server = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1' });
  await server.start();
  serverBase = createHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const key = request.headers[BOT_SERVICE_KEY_HEADER.toLowerCase()];
      const body = startSourceBodySchema.parse(JSON.parse(text));
      startSources.push({ path: request.url, key: typeof key === 'string' ? key : undefined, body });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"is_recorded":true}');
    });
  });
  await new Promise<void>((resolve) => serverBase.listen(0, '127.0.0.1', resolve));
  const serverUrl = `http://127.0.0.1:${(serverBase.address() as AddressInfo).port}`;
  bot = await createBot(
    {
      token: TOKEN,
      publicUrl: 'https://ferry.example',
      apiRoot: server.config.apiURL,
      mode: 'polling',
      botUsername: 'ferry_test_bot',
      miniAppShortName: 'app',
      webhookPort: 0,
    },
    {
      startSources: createServerStartSources({ serverUrl, botToken: TOKEN }),
      users,
      onError: (error) => errors.push(error),
    },
  );
  await bot.init();
});
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => serverBase.close(resolve));
});

/** Plays one round: the user sends a command, the bot takes its updates, the user reads the answers. */
async function exchange(text: string, options: { userId?: number; languageCode?: string } = {}) {
  const userId = options.userId ?? 1001;
  const client = server.getClient(TOKEN, { userId, chatId: userId, firstName: 'Olena' });
  const command = client.makeCommand(text);
  if (options.languageCode) (command.from as { language_code?: string }).language_code = options.languageCode;
  await client.sendCommand(command);
  const updates = await bot.api.getUpdates({ offset: -1 });
  for (const update of updates) await bot.handleUpdate(update);
  const { result } = await client.getUpdates();
  return result.map((update) => update.message);
}

/** The user taps an inline button whose callback data is `data`. */
async function tap(data: string, options: { userId: number; languageCode?: string }) {
  const client = server.getClient(TOKEN, {
    userId: options.userId,
    chatId: options.userId,
    firstName: 'Olena',
  });
  const callback = client.makeCallbackQuery(data, {
    from: { id: options.userId, ...(options.languageCode ? { language_code: options.languageCode } : {}) },
  });
  await client.sendCallback(callback);
  const updates = await bot.api.getUpdates({ offset: -1 });
  for (const update of updates) await bot.handleUpdate(update);
  const { result } = await client.getUpdates();
  return result.map((update) => update.message);
}

interface Keyboard {
  inline_keyboard: { text: string; web_app?: { url: string }; url?: string; callback_data?: string }[][];
}

/** The inline keyboard of a bot message; a message without one fails the test here. */
function rowsOf(message: unknown): Keyboard['inline_keyboard'] {
  const markup = (message as { reply_markup?: Keyboard } | undefined)?.reply_markup;
  if (!markup) throw new Error(`expected an inline keyboard on ${JSON.stringify(message)}`);
  return markup.inline_keyboard;
}

describe('bot', () => {
  it('greets on /start with a mini-app button that carries the link’s referral and utm tags', async () => {
    const [message] = await exchange('/start ref_4242-utm_source_tg', { userId: 2001 });
    expect(message?.text).toMatch(/^Welcome to Ferry! A friend invited you\./);
    const markup = message?.reply_markup as {
      inline_keyboard: { text: string; web_app?: { url: string } }[][];
    };
    const button = markup.inline_keyboard[0]?.[0];
    expect(button?.text).toBe('Open Ferry');
    expect(button?.web_app?.url).toBe('https://ferry.example/messenger/exchange?ref=4242&utm_source=tg');
  });

  it('adds a t.me startapp link that carries the /start parameter intact', async () => {
    const [message] = await exchange('/start ref_42-utm_source_ads', { userId: 2010 });
    const rows = rowsOf(message);
    expect(rows[0]?.[0]?.web_app?.url).toBe('https://ferry.example/messenger/exchange?ref=42&utm_source=ads');
    expect(rows[1]?.[0]).toEqual({
      text: 'Open Ferry by link',
      url: 'https://t.me/ferry_test_bot/app?startapp=ref_42-utm_source_ads',
    });
  });

  it('offers no link for a plain /start or a broken one', async () => {
    for (const text of ['/start', `/start ${'x'.repeat(65)}`]) {
      const [message] = await exchange(text, { userId: 2011 });
      expect(rowsOf(message)).toHaveLength(1);
    }
  });

  it('has the server remember the referrer and utm tags of /start for the user’s sign-up', async () => {
    startSources.length = 0;
    const [message] = await exchange('/start ref_42-utm_s_x-utm_m_y-utm_c_z', { userId: 2005 });
    expect(message?.text).toMatch(/^Welcome to Ferry! A friend invited you\./);
    expect(startSources).toEqual([
      {
        path: '/bot/start-source',
        key: deriveBotServiceKey(TOKEN),
        body: {
          telegram_user_id: '2005',
          referrer_telegram_id: '42',
          utm_s: 'x',
          utm_m: 'y',
          utm_c: 'z',
          utm_t: null,
        },
      },
    ]);
  });

  it('remembers no referrer for a user who follows their own link, and nothing for a plain /start', async () => {
    startSources.length = 0;
    await exchange('/start ref_2006-utm_s_self', { userId: 2006 });
    await exchange('/start', { userId: 2007 });
    expect(startSources.map((source) => source.body)).toEqual([
      {
        telegram_user_id: '2006',
        referrer_telegram_id: null,
        utm_s: 'self',
        utm_m: null,
        utm_c: null,
        utm_t: null,
      },
    ]);
  });

  it('answers in the user’s language', async () => {
    const [message] = await exchange('/start', { userId: 2002, languageCode: 'uk' });
    expect(message?.text).toMatch(/^Вітаємо у Ferry!/);
  });

  it('still greets when the link is broken, and says so', async () => {
    const [message] = await exchange(`/start ${'x'.repeat(65)}`, { userId: 2003 });
    expect(message?.text).toContain('That link looks broken');
  });

  it('explains itself on /help with the support address', async () => {
    const [message] = await exchange('/help', { userId: 2004, languageCode: 'pl' });
    expect(message?.text).toContain('support@ferry.money');
    expect(message?.text).toMatch(/^Wszystko dzieje się/);
  });

  it('passes a TON Connect request on intact, in the startapp link and the mini-app URL', async () => {
    const [message] = await exchange(`/start ${TONCONNECT_LINK}`, { userId: 2020, languageCode: 'pl' });
    expect(message?.text).toMatch(/^Strona prosi o połączenie/);
    const rows = rowsOf(message);
    const appUrl = new URL(rows[0]?.[0]?.web_app?.url ?? '');
    expect(appUrl.searchParams.get('startapp')).toBe(TONCONNECT_LINK);
    expect(rows[1]?.[0]?.url).toBe(`https://t.me/ferry_test_bot/app?startapp=${TONCONNECT_LINK}`);
    expect(startSources.filter((source) => source.body.telegram_user_id === '2020')).toEqual([]);
  });

  it('shows the balance total in the user’s currency with a button into the balances', async () => {
    const [message] = await exchange('/balance', { userId: 3001, languageCode: 'pl' });
    expect(message?.text).toBe('Twoje saldo w Ferry: 1234,50\u00a0zł');
    const button = rowsOf(message)[0]?.[0];
    expect(button).toEqual({
      text: 'Otwórz Ferry',
      web_app: { url: 'https://ferry.example/messenger/balances' },
    });
    const [english] = await exchange('/balance', { userId: 3001 });
    expect(english?.text).toBe('Your Ferry balance: $1,234.50');
  });

  it('invites a Telegram user without an account to open Ferry on /balance', async () => {
    const [message] = await exchange('/balance', { userId: 3002 });
    expect(message?.text).toBe(
      'You don’t have a Ferry account yet. Open Ferry to start — it takes a minute.',
    );
  });

  it('says the balance is unavailable when the server cannot answer, and reports the error', async () => {
    errors.length = 0;
    const [message] = await exchange('/balance', { userId: 3003 });
    expect(message?.text).toMatch(/^Ferry can’t show your balance right now/);
    expect(errors).toHaveLength(1);
  });

  it('offers en and pl on /language, plus the user’s own uk or ru', async () => {
    const [english] = await exchange('/language', { userId: 4001 });
    const labels = (keyboard: unknown) =>
      (keyboard as Keyboard).inline_keyboard.flat().map((button) => [button.text, button.callback_data]);
    expect(labels(english?.reply_markup)).toEqual([
      ['English', 'language:en'],
      ['Polski', 'language:pl'],
    ]);
    const [ukrainian] = await exchange('/language', { userId: 4002, languageCode: 'uk' });
    expect(ukrainian?.text).toBe('Оберіть мову, якою Ferry писатиме вам:');
    expect(labels(ukrainian?.reply_markup)).toContainEqual(['Українська', 'language:uk']);
  });

  it('keeps the chosen language and answers in it from then on', async () => {
    const [confirmation] = await tap('language:pl', { userId: 4003, languageCode: 'en' });
    expect(confirmation?.text).toBe('Gotowe — Ferry pisze teraz do ciebie po polsku.');
    expect(chosenLanguages.get(4003n)).toBe('pl');
    const [help] = await exchange('/help', { userId: 4003, languageCode: 'en' });
    expect(help?.text).toMatch(/^Wszystko dzieje się/);
  });

  it('keeps a throwing feature behind its error boundary: reported, and the next update is served', async () => {
    const failures: unknown[] = [];
    const fragile = await createBot(
      {
        token: TOKEN,
        publicUrl: 'https://ferry.example',
        apiRoot: server.config.apiURL,
        mode: 'polling',
        webhookPort: 0,
      },
      {
        startSources: {
          remember() {
            throw new Error('the start-source port broke');
          },
        },
        users,
        onError: (error) => failures.push(error),
      },
    );
    await fragile.init();
    const client = server.getClient(TOKEN, { userId: 2030, chatId: 2030, firstName: 'Olena' });
    await client.sendCommand(client.makeCommand('/start ref_42'));
    await client.sendCommand(client.makeCommand('/help'));
    const updates = await fragile.api.getUpdates({ offset: -1, limit: 100 });
    for (const update of updates) await fragile.handleUpdate(update);
    const replies = (await client.getUpdates()).result.map((update) => update.message.text);
    expect(failures).toEqual([new Error('the start-source port broke')]);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^Everything happens in the Ferry app/);
  });
});
