import type { createBot } from '@ferry/bot';
import TelegramServer from 'telegram-test-api';
import { findFreePort } from '../web/free-port';

/** A chat message as the emulator hands it to the user's client. */
export interface EmulatedMessage {
  text?: string;
  entities?: { type: string; url?: string; offset: number; length: number }[];
  reply_markup?: { inline_keyboard?: { text: string; url?: string; web_app?: { url: string } }[][] };
}

/** The bot as `@ferry/bot` builds it. */
export type FerryBot = Awaited<ReturnType<typeof createBot>>;

export interface EmulatedUser {
  id: number;
  firstName: string;
  languageCode: string;
}

export interface TelegramEmulator {
  /** The Bot API root the bot is pointed at (`TELEGRAM_API_ROOT`). */
  apiRoot: string;
  /** The user sends a command in their private chat; the bot takes it; the bot's answers. */
  sendCommand(bot: FerryBot, user: EmulatedUser, text: string): Promise<EmulatedMessage[]>;
  stop(): Promise<void>;
}

const POLL_MS = 100;
const REPLY_TIMEOUT_MS = 15_000;

/**
 * telegram-test-api on a free loopback port. Its getUpdates never waits, so the bot is not run
 * by long polling (which would spin): each command hands the bot its updates, as the bot tests do.
 */
export async function startTelegramEmulator(token: string): Promise<TelegramEmulator> {
  const server = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1' });
  await server.start();
  return {
    apiRoot: server.config.apiURL,
    async sendCommand(bot, user, text) {
      const client = server.getClient(token, {
        userId: user.id,
        chatId: user.id,
        firstName: user.firstName,
        userName: `first_value_${user.id}`,
      });
      const command = client.makeCommand(text);
      (command.from as { language_code?: string }).language_code = user.languageCode;
      await client.sendCommand(command);
      const updates = await bot.api.getUpdates({ offset: -1 });
      for (const update of updates) await bot.handleUpdate(update);
      const deadline = Date.now() + REPLY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const { result } = await client.getUpdates();
        if (result.length > 0) return result.map((update) => update.message as EmulatedMessage);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(`the bot did not answer ${text}`);
    },
    async stop() {
      await server.stop();
    },
  };
}

/**
 * The mini-app link in the bot's answer, as a Telegram client would open it: a
 * `t.me/<bot>/<app>?startapp=…` link (text link or URL button) carries a start parameter; a
 * `web_app` button opens its URL with none.
 */
export function findAppLink(
  messages: readonly EmulatedMessage[],
):
  | { kind: 'startapp'; startParam: string; button: string }
  | { kind: 'web_app'; url: string; button: string }
  | null {
  let webApp: { kind: 'web_app'; url: string; button: string } | null = null;
  for (const message of messages) {
    for (const row of message.reply_markup?.inline_keyboard ?? []) {
      for (const button of row) {
        const startParam = button.url ? startParamOf(button.url) : null;
        if (startParam !== null) return { kind: 'startapp', startParam, button: button.text };
        if (button.web_app) webApp ??= { kind: 'web_app', url: button.web_app.url, button: button.text };
        else if (button.url && !webApp) webApp = { kind: 'web_app', url: button.url, button: button.text };
      }
    }
    for (const entity of message.entities ?? []) {
      const url =
        entity.url ??
        (entity.type === 'url'
          ? message.text?.slice(entity.offset, entity.offset + entity.length)
          : undefined);
      const startParam = url ? startParamOf(url) : null;
      if (startParam !== null)
        return {
          kind: 'startapp',
          startParam,
          button: message.text?.slice(entity.offset, entity.offset + entity.length) ?? '',
        };
    }
    const inText = message.text?.match(/https:\/\/t\.me\/\S+\?startapp=[A-Za-z0-9_-]*/)?.[0];
    const startParam = inText ? startParamOf(inText) : null;
    if (startParam !== null) return { kind: 'startapp', startParam, button: inText ?? '' };
  }
  return webApp;
}

function startParamOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.hostname !== 't.me') return null;
    return parsed.searchParams.get('startapp');
  } catch {
    return null;
  }
}
