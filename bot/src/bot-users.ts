import type { Language } from '@ferry/locales';
import {
  type BotBalanceTotalResponse,
  botBalanceTotalPath,
  botBalanceTotalResponseSchema,
  botUserLanguagePath,
  botUserLanguageResponseSchema,
} from '@ferry/shared/contracts';
import type { BotBaseCall } from './bot-base-client';

/** The bot's port for what the server knows of a Telegram user: balance and chosen language. */
export interface BotUsers {
  /** The user's balances valued in `currency`; `is_registered` false without a Ferry account. */
  balanceTotal(telegramUserId: bigint, currency: string): Promise<BotBalanceTotalResponse>;
  /** The language chosen with `/language`, null when never chosen. */
  chosenLanguage(telegramUserId: bigint): Promise<Language | null>;
  chooseLanguage(telegramUserId: bigint, language: Language): Promise<void>;
}

/** The port over the server's bot base. */
export function createServerBotUsers(call: BotBaseCall): BotUsers {
  return {
    balanceTotal: (telegramUserId, currency) =>
      call(
        'GET',
        `${botBalanceTotalPath(telegramUserId)}?currency=${encodeURIComponent(currency)}`,
        botBalanceTotalResponseSchema,
      ),
    async chosenLanguage(telegramUserId) {
      return (await call('GET', botUserLanguagePath(telegramUserId), botUserLanguageResponseSchema)).language;
    },
    async chooseLanguage(telegramUserId, language) {
      await call('PUT', botUserLanguagePath(telegramUserId), botUserLanguageResponseSchema, { language });
    },
  };
}
