import { type Language, resolveLanguage } from '@ferry/locales';
import type { MiddlewareFn } from 'grammy';
import type { BotContext } from './bot-context';
import type { BotUsers } from './bot-users';
import type { Translate } from './translate';

/** How long a chosen language is reused before the server is asked again (other instances). */
const CHOSEN_LANGUAGE_TTL_MS = 60_000;

export interface ChosenLanguages {
  read(telegramUserId: bigint): Promise<Language | null>;
  /** Keeps a new choice on the server and at once in this instance. */
  choose(telegramUserId: bigint, language: Language): Promise<void>;
}

/** The users' chosen languages, cached per instance for a minute. */
export function createChosenLanguages(users: BotUsers, nowMs: () => number = Date.now): ChosenLanguages {
  const cache = new Map<bigint, { language: Language | null; atMs: number }>();
  return {
    async read(telegramUserId) {
      const cached = cache.get(telegramUserId);
      if (cached && nowMs() - cached.atMs < CHOSEN_LANGUAGE_TTL_MS) return cached.language;
      const language = await users.chosenLanguage(telegramUserId);
      if (cache.size > 10_000) cache.clear();
      cache.set(telegramUserId, { language, atMs: nowMs() });
      return language;
    },
    async choose(telegramUserId, language) {
      await users.chooseLanguage(telegramUserId, language);
      cache.set(telegramUserId, { language, atMs: nowMs() });
    },
  };
}

/**
 * Sets `ctx.language` and `ctx.t`: the language the user chose with `/language`, else the one
 * Telegram names (`language_code`), else English. A server that cannot answer costs only the
 * choice, never the reply.
 */
export function createLanguageMiddleware(
  translate: Translate,
  languages: ChosenLanguages,
  onError: (error: unknown) => void,
): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const chosen = ctx.from
      ? await languages.read(BigInt(ctx.from.id)).catch((error: unknown) => {
          onError(error);
          return null;
        })
      : null;
    ctx.language = resolveLanguage(chosen, ctx.from?.language_code ? [ctx.from.language_code] : []);
    ctx.t = (key, params) => translate(ctx.language, key, params);
    await next();
  };
}
