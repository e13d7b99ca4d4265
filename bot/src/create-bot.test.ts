import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { type StartSourceBody, startSourceBodySchema } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { type Bot, MemorySessionStorage } from 'grammy';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotContext } from './bot-context';
import { createBot } from './create-bot';
import { createSupportConversations, type SupportConversation, type SupportDesk } from './features/support';
import { createServerStartSources } from './start-sources';

const TOKEN = '123456:TEST-token-for-the-local-bot-api-emulator';
let server: TelegramServer;
let bot: Bot<BotContext>;
/** Stands in for the server's bot base: keeps what the bot posted, as the shared contract reads it. */
let serverBase: Server;
const startSources: { path: string | undefined; key: string | undefined; body: StartSourceBody }[] = [];

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

const ticketsUnused: SupportDesk = {
  openTicket: () => Promise.reject(new Error('no tickets here')),
  recordForward: () => Promise.reject(new Error('no tickets here')),
  findReplyTarget: () => Promise.reject(new Error('no tickets here')),
};

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
  bot = await createBot({
    token: TOKEN,
    publicUrl: 'https://ferry.example',
    apiRoot: server.config.apiURL,
    startSources: createServerStartSources({ serverUrl, botToken: TOKEN }),
    // The help bot against a real server is tested in tests/bot; these tests never open a ticket.
    support: {
      conversations: createSupportConversations(new MemorySessionStorage<SupportConversation>()),
      desk: ticketsUnused,
    },
  });
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
});
