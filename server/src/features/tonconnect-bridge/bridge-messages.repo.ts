import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

/** What a stream sends for one stored message (`id` is the SSE event id, in decimal). */
export interface BridgeEvent {
  id: string;
  to: string;
  from: string;
  message: string;
  /** The sender's origin, IP and agent sealed to the recipient (absent when the sender opted out). */
  requestSource?: string;
}

export interface NewBridgeMessage {
  to: string;
  from: string;
  body: string;
  topic: string | null;
  origin: string | null;
  ip: string | null;
  userAgent: string | null;
  hasRequestSource: boolean;
  expiresAt: Date;
}

/** How many stored messages one reconnect replays at most (the rest wait for the next one). */
const REPLAY_LIMIT = 1_000;
const PURGE_BATCH = 1_000;
// Any fixed number: every instance's inserts queue on the same transaction lock.
const INSERT_LOCK_KEY = 7_146_015;

export interface BridgeMessagesRepo {
  /** Stores the message and returns its event id, taken from the table's identity sequence. */
  insert(message: NewBridgeMessage): Promise<string>;
  /** Unexpired messages for these recipients with an id above `afterId`, oldest first. */
  listAfter(clientIds: readonly string[], afterId: bigint, now: Date): Promise<StoredBridgeMessage[]>;
  /** Deletes a batch of expired messages; says how many. */
  purgeExpired(now: Date): Promise<number>;
}

export interface StoredBridgeMessage {
  id: string;
  to: string;
  from: string;
  body: string;
  origin: string | null;
  ip: string | null;
  userAgent: string | null;
  hasRequestSource: boolean;
  createdAt: Date;
}

export function createBridgeMessagesRepo(db: Kysely<Schema>): BridgeMessagesRepo {
  return {
    async insert(message) {
      // Ids come from a sequence, but two inserts could commit in the other order, and a stream
      // resuming after the higher id would never see the lower one. Taking the id under one
      // lock held to commit makes ids commit in order, so `id > last_event_id` misses nothing
      // that was committed (the publish that follows can still arrive out of order).
      const row = await db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${INSERT_LOCK_KEY})`.execute(trx);
        return trx
          .insertInto('tonconnect_bridge_messages')
          .values({
            to_client_id: message.to,
            from_client_id: message.from,
            body: message.body,
            topic: message.topic,
            origin: message.origin,
            ip: message.ip,
            user_agent: message.userAgent,
            has_request_source: message.hasRequestSource,
            expires_at: message.expiresAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return row.id.toString();
    },
    async listAfter(clientIds, afterId, now) {
      const rows = await db
        .selectFrom('tonconnect_bridge_messages')
        .select([
          'id',
          'to_client_id',
          'from_client_id',
          'body',
          'origin',
          'ip',
          'user_agent',
          'has_request_source',
          'created_at',
        ])
        .where('to_client_id', 'in', clientIds)
        .where('id', '>', afterId.toString() as unknown as bigint)
        .where('expires_at', '>', now)
        .orderBy('id')
        .limit(REPLAY_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id.toString(),
        to: row.to_client_id,
        from: row.from_client_id,
        body: row.body,
        origin: row.origin,
        ip: row.ip,
        userAgent: row.user_agent,
        hasRequestSource: row.has_request_source,
        createdAt: row.created_at,
      }));
    },
    async purgeExpired(now) {
      const result = await db
        .deleteFrom('tonconnect_bridge_messages')
        .where(
          'id',
          'in',
          db
            .selectFrom('tonconnect_bridge_messages')
            .select('id')
            .where('expires_at', '<=', now)
            .limit(PURGE_BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
