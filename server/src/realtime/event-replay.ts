import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { UserEventMessage } from './user-event-message';

/** Reads of a user's committed events, published or not, for replays and gap fills. */
export interface EventReplay {
  /** Up to `limit` events with a sequence number above `afterSeq`, in order. */
  readAfter(userId: string, afterSeq: number, limit: number): Promise<UserEventMessage[]>;
  /** The user's newest sequence number; 0 before their first event. */
  readLastSeq(userId: string): Promise<number>;
}

export function createEventReplay(db: Kysely<Schema>): EventReplay {
  return {
    async readAfter(userId, afterSeq, limit) {
      const rows = await db
        .selectFrom('outbox_events')
        .select(['seq', 'topic', 'payload'])
        .where('user_id', '=', userId)
        .where('seq', '>', BigInt(afterSeq))
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        user_id: userId,
        seq: Number(row.seq),
        topic: row.topic,
        payload: row.payload,
      }));
    },
    async readLastSeq(userId) {
      const row = await db
        .selectFrom('event_sequences')
        .select('last_seq')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Number(row.last_seq) : 0;
    },
  };
}
