import type { Insertable, Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DocumentsTable } from './documents.schema';

/** Generated files waiting for their download, and their purge once expired. */
export function createDocumentsRepo(db: Kysely<Schema>) {
  return {
    insert(row: Insertable<DocumentsTable>) {
      return db
        .insertInto('documents')
        .values(row)
        .returning(['id', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
    },

    /** A document still downloadable at `now`. */
    findLive(id: string, now: Date) {
      return db
        .selectFrom('documents')
        .select(['id', 'filename', 'content_type', 'content', 'download_token_hash'])
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async purgeExpired(now: Date): Promise<number> {
      const deleted = await db.deleteFrom('documents').where('expires_at', '<=', now).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
