import type { Generated } from 'kysely';

/** The language a Telegram user chose with the bot's `/language` (0026). */
export interface TelegramChatLanguagesTable {
  tg_id: bigint;
  language: 'en' | 'uk' | 'ru' | 'pl';
  updated_at: Generated<Date>;
}

export interface BotUsersSchema {
  telegram_chat_languages: TelegramChatLanguagesTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends BotUsersSchema {}
}
