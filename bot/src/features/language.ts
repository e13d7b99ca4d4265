import { isLanguage, type Language, SELECTABLE_LANGUAGES } from '@ferry/locales';
import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../bot-context';
import type { ChosenLanguages } from '../language-middleware';

/** The selector offers English and Polish (spec 000 §1); uk and ru too when Telegram names them. */
const OFFERED_LANGUAGES: readonly Language[] = SELECTABLE_LANGUAGES;
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  uk: 'Українська',
  ru: 'Русский',
  pl: 'Polski',
};
const CHOICE_PREFIX = 'language:';

/** The languages `/language` offers this user: en and pl, plus Telegram's language if we speak it. */
export function offeredLanguages(telegramLanguageCode: string | undefined): Language[] {
  const own = telegramLanguageCode?.toLowerCase().split('-')[0];
  return isLanguage(own) && !OFFERED_LANGUAGES.includes(own)
    ? [...OFFERED_LANGUAGES, own]
    : [...OFFERED_LANGUAGES];
}

/**
 * `/language`: the offered languages as buttons; a tap keeps the choice on the server (so every
 * later message, from any bot instance, uses it) and confirms in the chosen language.
 */
export function createLanguageFeature(deps: {
  languages: ChosenLanguages;
  onError?(error: unknown): void;
}): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('language', async (ctx) => {
    const keyboard = new InlineKeyboard();
    for (const language of offeredLanguages(ctx.from?.language_code)) {
      keyboard.text(LANGUAGE_NAMES[language], `${CHOICE_PREFIX}${language}`);
    }
    await ctx.reply(ctx.t('bot.languagePrompt'), { reply_markup: keyboard });
  });
  feature.callbackQuery(/^language:(en|uk|ru|pl)$/, async (ctx) => {
    const language = ctx.match[1];
    if (!isLanguage(language)) return;
    const isSaved = await deps.languages.choose(BigInt(ctx.from.id), language).then(
      () => true,
      (error: unknown) => {
        deps.onError?.(error);
        return false;
      },
    );
    if (isSaved) ctx.language = language;
    await ctx.answerCallbackQuery();
    await ctx.reply(ctx.t(isSaved ? 'bot.languageChosen' : 'bot.languageUnavailable'));
  });
  return feature;
}
