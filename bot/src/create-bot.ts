import { resolveLanguage } from '@ferry/locales';
import { Bot } from 'grammy';
import type { BotContext } from './bot-context';
import { createStartFeature } from './features/start';
import { createSupportFeature, type SupportDeps } from './features/support';
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
  /** The help bot's conversation state and tickets (the server, through its bot base). */
  support: SupportDeps;
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
    createSupportFeature({
      ...options.support,
      publicUrl: options.publicUrl,
      translate,
      ...(options.onError ? { onError: options.onError } : {}),
    }),
  );
  bot.use(
    createStartFeature({
      publicUrl: options.publicUrl,
      startSources: options.startSources,
      ...(options.onError ? { onError: options.onError } : {}),
    }),
  );
  bot.catch((error) => options.onError?.(error.error));
  return bot;
}
