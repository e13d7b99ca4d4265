import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { ApiKeysTable, Schema } from '../../db/schema';
import type { ApiKeyRow } from './api-key-view';

/** Live keys only: a deleted key is kept for the records but is invisible here. */
export function createApiKeysRepo(db: Kysely<Schema>) {
  const selectLive = (executor: Kysely<Schema> = db) =>
    executor.selectFrom('api_keys').selectAll().where('deleted_at', 'is', null);

  return {
    list: (profileId: string): Promise<ApiKeyRow[]> =>
      selectLive().where('profile_id', '=', profileId).orderBy('created_at').orderBy('id').execute(),

    find: (id: string, profileId: string, executor: Kysely<Schema> = db): Promise<ApiKeyRow | undefined> =>
      selectLive(executor).where('id', '=', id).where('profile_id', '=', profileId).executeTakeFirst(),

    /** Serialises key changes of one profile, so the count limit and name checks cannot race. */
    async lockProfile(profileId: string, executor: Kysely<Schema>): Promise<void> {
      await executor.selectFrom('profiles').select('id').where('id', '=', profileId).forUpdate().execute();
    },

    async countLive(profileId: string, executor: Kysely<Schema>): Promise<number> {
      const row = await executor
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Letter case does not make a name new (the unique index compares lower-cased names too). */
    async isNameTaken(
      profileId: string,
      name: string,
      exceptId: string | undefined,
      executor: Kysely<Schema>,
    ): Promise<boolean> {
      let query = executor
        .selectFrom('api_keys')
        .select('id')
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase());
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (values: Insertable<ApiKeysTable>, executor: Kysely<Schema>): Promise<ApiKeyRow> =>
      executor.insertInto('api_keys').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (
      id: string,
      changes: Updateable<ApiKeysTable>,
      executor: Kysely<Schema> = db,
    ): Promise<ApiKeyRow | undefined> =>
      executor
        .updateTable('api_keys')
        .set(changes)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),

    async softDelete(id: string, profileId: string, now: Date): Promise<boolean> {
      const deleted = await db
        .updateTable('api_keys')
        .set({ deleted_at: now })
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return deleted !== undefined;
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
