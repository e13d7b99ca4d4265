import { resolveLanguage } from '@ferry/locales';
import { Bot } from 'grammy';
import type { BotContext } from './bot-context';
import { createHelpFeature } from './features/help';
import { createChatMemberFeature, type NotificationServer } from './features/notifications/index';
import { createStartFeature } from './features/start';
import type { StartSourceRecorder } from './start-sources';
import { createTranslate } from './translate';

export interface BotOptions {
  token: string;
  /** Where users reach the server; the mini-app button points below it. */
  publicUrl: string;
  /** Bot API root; a local emulator in tests. */
  apiRoot?: string;
  /** Keeps where a user came from on `/start` until they sign up (the server, through its bot base). */
  startSources: StartSourceRecorder;
  /** Told when a user blocks the bot or comes back (status notifications). */
  chatReachability?: Pick<NotificationServer, 'setReachable'>;
  onError?(error: unknown): void;
}

/** The bot: language middleware first, then one composer per feature. */
export async function createBot(options: BotOptions): Promise<Bot<BotContext>> {
  const translate = await createTranslate();
  const bot = new Bot<BotContext>(
    options.token,
    options.apiRoot ? { client: { apiRoot: options.apiRoot } } : {},
  );
  bot.use(async (ctx, next) => {
    ctx.language = resolveLanguage(null, ctx.from?.language_code ? [ctx.from.language_code] : []);
    ctx.t = (key, params) => translate(ctx.language, key, params);
    await next();
  });
  bot.use(
    createStartFeature({
      publicUrl: options.publicUrl,
      startSources: options.startSources,
      ...(options.onError ? { onError: options.onError } : {}),
    }),
  );
  bot.use(createHelpFeature(options.publicUrl));
  if (options.chatReachability) bot.use(createChatMemberFeature(options.chatReachability, options.onError));
  bot.catch((error) => options.onError?.(error.error));
  return bot;
}
