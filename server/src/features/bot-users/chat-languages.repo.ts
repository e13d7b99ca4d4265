import type { Language } from '@ferry/locales';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** The language each Telegram user chose with `/language` (0026). */
export function createChatLanguagesRepo(db: Kysely<Schema>) {
  return {
    async find(telegramUserId: bigint): Promise<Language | undefined> {
      const row = await db
        .selectFrom('telegram_chat_languages')
        .select('language')
        .where('tg_id', '=', telegramUserId)
        .executeTakeFirst();
      return row?.language;
    },

    /** Keeps the choice, and makes it the account's language too when the user has one. */
    async choose(telegramUserId: bigint, language: Language): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('telegram_chat_languages')
          .values({ tg_id: telegramUserId, language })
          .onConflict((conflict) =>
            conflict.column('tg_id').doUpdateSet({ language, updated_at: new Date() }),
          )
          .execute();
        await trx.updateTable('users').set({ language }).where('tg_id', '=', telegramUserId).execute();
      });
    },
  };
}
