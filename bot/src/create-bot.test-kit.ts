import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { type StartSourceBody, startSourceBodySchema } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER } from '@ferry/shared/domain';
import { type Bot, MemorySessionStorage } from 'grammy';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll } from 'vitest';
import type { BotContext } from './bot-context';
import type { BotUsers } from './bot-users';
import type { BotVerification } from './bot-verification';
import { createBot } from './create-bot';
import { createSupportConversations, type SupportConversation, type SupportDeps } from './features/support';
import { createServerStartSources } from './start-sources';

// The bot of create-bot.test.ts against telegram-test-api (a local Bot API): a stand-in server base and users, a command sent, a button tapped.

export const TOKEN = '123456:TEST-token-for-the-local-bot-api-emulator';
/** A TON Connect request as a dApp's SDK writes it after `start=` (Telegram's encoding). */
export const TONCONNECT_LINK =
  'tonconnect-v__2-id__9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b-r__--7B--22manifestUrl' +
  '--22--3A--22https--3A--2F--2Fapp--2Eferry--2Eexample--2Ftonconnect--2Dmanifest--2Ejson--22--2C--22items--22' +
  '--3A--5B--7B--22name--22--3A--22ton--5Faddr--22--7D--5D--7D-ret__back';
export let server: TelegramServer;
export let bot: Bot<BotContext>;
/** Stands in for the server's bot base: keeps what the bot posted, as the shared contract reads it. */
let serverBase: Server;
export const startSources: { path: string | undefined; key: string | undefined; body: StartSourceBody }[] =
  [];
export const errors: unknown[] = [];

/** Stands in for the server's answers about users: one registered user with a balance. */
export const chosenLanguages = new Map<bigint, 'en' | 'uk' | 'ru' | 'pl'>();
export const users: BotUsers = {
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

/** Stands in for the server's verification: what the bot posted, and an answer by the number. */
export const sharedPhones: { telegramUserId: bigint; phone: string; contactUserId: bigint }[] = [];
export const verification: BotVerification = {
  async recordSharedPhone(telegramUserId, contact) {
    sharedPhones.push({ telegramUserId, ...contact });
    if (contact.phone.replace(/^\+/, '').startsWith('888'))
      return { outcome: 'refused', reason_code: 'ANONYMOUS_NUMBER' };
    if (telegramUserId === 3001n) return { outcome: 'verified', reason_code: null };
    if (telegramUserId === 3003n) throw new Error('the server is down');
    return { outcome: 'not_registered', reason_code: null };
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

/** The help bot against a real server is tested in tests/bot; these tests never open a ticket. */
const noTickets = () => Promise.reject(new Error('no tickets here'));
export const supportUnused: SupportDeps = {
  conversations: createSupportConversations(new MemorySessionStorage<SupportConversation>()),
  desk: { openTicket: noTickets, recordForward: noTickets, findReplyTarget: noTickets },
};

/** Starts the emulator, the stand-in server base and the bot before the file's tests and stops them after. */
export function setUpBotEmulator() {
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
        verification,
        support: supportUnused,
        onError: (error) => errors.push(error),
      },
    );
    await bot.init();
  });
  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => serverBase.close(resolve));
  });
}

/** Plays one round: the user sends a command, the bot takes its updates, the user reads the answers. */
export async function exchange(text: string, options: { userId?: number; languageCode?: string } = {}) {
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

/** The user shares a contact card: their own (`user_id` their id) or anyone else's. */
export async function shareContact(
  contact: { phone_number: string; user_id?: number },
  options: { userId: number },
) {
  const client = server.getClient(TOKEN, {
    userId: options.userId,
    chatId: options.userId,
    firstName: 'Olena',
  });
  const message = client.makeMessage('', { contact: { first_name: 'Olena', ...contact } });
  delete (message as { text?: string }).text;
  await client.sendMessage(message);
  const updates = await bot.api.getUpdates({ offset: -1 });
  for (const update of updates) await bot.handleUpdate(update);
  const { result } = await client.getUpdates();
  return result.map((update) => update.message);
}

/** The user taps an inline button whose callback data is `data`. */
export async function tap(data: string, options: { userId: number; languageCode?: string }) {
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

export interface Keyboard {
  inline_keyboard: { text: string; web_app?: { url: string }; url?: string; callback_data?: string }[][];
}

/** The inline keyboard of a bot message; a message without one fails the test here. */
export function rowsOf(message: unknown): Keyboard['inline_keyboard'] {
  const markup = (message as { reply_markup?: Keyboard } | undefined)?.reply_markup;
  if (!markup) throw new Error(`expected an inline keyboard on ${JSON.stringify(message)}`);
  return markup.inline_keyboard;
}
