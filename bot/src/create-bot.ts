import { resolveLanguage } from '@ferry/locales';
import { Bot, type Composer } from 'grammy';
import type { BotConfig } from './bot-config';
import type { BotContext } from './bot-context';
import type { BotDeps } from './bot-deps';
import { createHelpFeature } from './features/help';
import { createStartFeature } from './features/start';
import { createTranslate } from './translate';

/**
 * The bot: language middleware first, then one composer per feature, each behind its own error
 * boundary, so a failing feature answers nothing but never stops the others or the bot.
 */
export async function createBot(config: BotConfig, deps: BotDeps): Promise<Bot<BotContext>> {
  const translate = await createTranslate();
  const bot = new Bot<BotContext>(
    config.token,
    config.apiRoot ? { client: { apiRoot: config.apiRoot } } : {},
  );
  const report = (error: unknown) => deps.onError?.(error);
  bot.use(async (ctx, next) => {
    ctx.language = resolveLanguage(null, ctx.from?.language_code ? [ctx.from.language_code] : []);
    ctx.t = (key, params) => translate(ctx.language, key, params);
    await next();
  });
  const features: Composer<BotContext>[] = [createStartFeature(config, deps), createHelpFeature(config)];
  for (const feature of features) bot.errorBoundary((error) => report(error.error), feature);
  // Errors outside any feature (the language middleware); polling keeps going.
  bot.catch((error) => report(error.error));
  return bot;
}
