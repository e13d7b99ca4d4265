import { Bot, type Composer } from 'grammy';
import type { BotConfig } from './bot-config';
import type { BotContext } from './bot-context';
import type { BotDeps } from './bot-deps';
import { createBalanceFeature } from './features/balance';
import { createChatPaymentsFeature } from './features/chat-payments/index';
import { createLanguageFeature } from './features/language';
import { createChatMemberFeature } from './features/notifications/index';
import { createSharedContactFeature } from './features/shared-contact';
import { createStartFeature } from './features/start';
import { createSupportFeature } from './features/support';
import { createChosenLanguages, createLanguageMiddleware } from './language-middleware';
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
  const languages = createChosenLanguages(deps.users);
  bot.use(createLanguageMiddleware(translate, languages, report));
  const features: Composer<BotContext>[] = [
    // Before the greeting: it takes `/help` and `/start support`.
    createSupportFeature({
      ...deps.support,
      publicUrl: config.publicUrl,
      translate,
      ...(config.supportChatId === undefined ? {} : { supportChatId: config.supportChatId }),
      onError: report,
    }),
    createStartFeature(config, deps),
    createBalanceFeature(config, deps),
    createLanguageFeature({ languages, onError: report }),
    ...(deps.verification
      ? [createSharedContactFeature(config, { verification: deps.verification, onError: report })]
      : []),
    ...(deps.chatReachability ? [createChatMemberFeature(deps.chatReachability)] : []),
    ...(deps.chatPayments
      ? [createChatPaymentsFeature(config, { chatPayments: deps.chatPayments, onError: report })]
      : []),
  ];
  for (const feature of features) bot.errorBoundary((error) => report(error.error), feature);
  // Errors outside any feature (the language middleware); polling keeps going.
  bot.catch((error) => report(error.error));
  return bot;
}
