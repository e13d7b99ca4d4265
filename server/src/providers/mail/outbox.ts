import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export type OutboxChannel = 'email' | 'sms';

/**
 * Where sandbox providers deliver: a table, so every instance sees every message, read newest
 * first at /api/dev/outbox while providers are in sandbox mode.
 */
export function createOutbox(db: Kysely<Schema>) {
  return {
    async put(channel: OutboxChannel, recipient: string, subject: string, body: string): Promise<void> {
      await db.insertInto('outbox_messages').values({ channel, recipient, subject, body }).execute();
    },
    list(recipient: string, limit = 20) {
      return db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
