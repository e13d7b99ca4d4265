import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

/** The bot's key-value storage (grammY sessions): one JSON value per key, last write wins. */
export function createBotStorageRepo(db: Kysely<Schema>) {
  return {
    async read(key: string): Promise<unknown> {
      const row = await db
        .selectFrom('bot_storage')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row === undefined ? null : row.value;
    },
    async write(key: string, value: unknown): Promise<void> {
      const text = JSON.stringify(value);
      await db
        .insertInto('bot_storage')
        .values({ key, value: text })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: text, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },
    async remove(key: string): Promise<void> {
      await db.deleteFrom('bot_storage').where('key', '=', key).execute();
    },
  };
}

export type BotStorageRepo = ReturnType<typeof createBotStorageRepo>;
