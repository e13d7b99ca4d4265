import type { Language, MessageKey, MessageParams } from '@ferry/locales';
import type { Context } from 'grammy';

/** What every handler gets besides grammY's context: the user's language and its texts. */
export interface BotContextExtras {
  language: Language;
  t(key: MessageKey, params?: MessageParams): string;
}

export type BotContext = Context & BotContextExtras;
