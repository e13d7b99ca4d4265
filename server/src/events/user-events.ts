import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';

/** Topics a user's socket receives. */
export type UserEventTopic =
  | 'transaction.changed'
  | 'balance.changed'
  | 'wallet.transfer'
  | 'verification.outcome'
  | 'verification.appeal'
  | 'card.notice'
  | 'chat.payment';

interface PendingUserEvent {
  userId: string;
  topic: UserEventTopic;
  payload: Record<string, unknown>;
}

/** Events a money transaction left, numbered and written only when its work is done. */
export interface UserEventBuffer {
  /** How many events are waiting: a point to drop back to. */
  mark(): number;
  /** Forgets the events left after `mark` (their work was rolled back to a savepoint). */
  dropSince(mark: number): void;
  /** Numbers and writes the waiting events, user by user in user-id order; ends the buffering. */
  flush(): Promise<void>;
}

const buffers = new WeakMap<Kysely<Schema>, PendingUserEvent[]>();

/**
 * Leaves an event for the user in the caller's transaction: it is published (socket, bus) only
 * if the change it describes commits. Sequence numbers are per user and gapless, so a socket can
 * resume "after n"; the `event_sequences` row lock orders one user's events.
 *
 * In a money transaction (`bufferUserEvents`) the event waits for the end of the work: numbering
 * it locks the user's sequence row, and taking that lock in the middle (a transfer's sender
 * before the ledger, its recipient after) made crossing transfers deadlock. Outside one it is
 * written at once and its sequence number returned; in one the answer is null (not known yet).
 */
export async function emitUserEvent(
  trx: Kysely<Schema>,
  userId: string,
  topic: UserEventTopic,
  payload: Record<string, unknown>,
): Promise<bigint | null> {
  const pending = buffers.get(trx);
  if (!pending) return writeUserEvents(trx, [{ userId, topic, payload }]);
  pending.push({ userId, topic, payload });
  return null;
}

/**
 * Holds the user events left in `trx` until `flush`. The lock order of a money transaction is
 * then: its own rows (idempotency key, transactions, holds), the ledger's accounts (users' by id,
 * then the house's), and last the users' sequence rows in user-id order, after every other lock
 * is taken — so sequence rows cannot close a cycle with account rows.
 */
export function bufferUserEvents(trx: Kysely<Schema>): UserEventBuffer {
  const pending: PendingUserEvent[] = [];
  buffers.set(trx, pending);
  return {
    ...savepointsOf(pending),
    flush: async () => {
      buffers.delete(trx);
      await writeUserEvents(trx, pending);
    },
  };
}

/** The buffer of a money transaction, if `trx` is one. */
export function userEventBufferOf(trx: Kysely<Schema>): Pick<UserEventBuffer, 'mark' | 'dropSince'> | null {
  const pending = buffers.get(trx);
  return pending ? savepointsOf(pending) : null;
}

function savepointsOf(pending: PendingUserEvent[]): Pick<UserEventBuffer, 'mark' | 'dropSince'> {
  return {
    mark: () => pending.length,
    dropSince: (mark) => {
      pending.length = Math.min(pending.length, mark);
    },
  };
}

/**
 * Numbers the events per user (one sequence bump per user, users in id order: the VALUES rows are
 * upserted in the order given) and writes them, in one statement; answers the last number given
 * (null for no events).
 */
async function writeUserEvents(
  trx: Kysely<Schema>,
  events: readonly PendingUserEvent[],
): Promise<bigint | null> {
  if (events.length === 0) return null;
  const userIds = [...new Set(events.map((event) => event.userId))].sort();
  const sequences = [];
  const rows = [];
  for (const userId of userIds) {
    const own = events.filter((event) => event.userId === userId);
    sequences.push(sql`(${userId}::uuid, ${own.length}::bigint)`);
    rows.push(
      ...own.map(
        (event, index) =>
          sql`(${rows.length + index}::int, ${userId}::uuid, ${index + 1 - own.length}::bigint, ${event.topic}::text, ${JSON.stringify(event.payload)}::jsonb)`,
      ),
    );
  }
  // Each event's number: its user's new last_seq, minus the events of that user after it.
  const written = await sql<{ user_id: string; seq: string | number | bigint }>`
    WITH s AS (
      INSERT INTO event_sequences (user_id, last_seq) VALUES ${sql.join(sequences)}
      ON CONFLICT (user_id) DO UPDATE SET last_seq = event_sequences.last_seq + excluded.last_seq
      RETURNING user_id, last_seq
    )
    INSERT INTO outbox_events (user_id, seq, topic, payload)
    SELECT e.user_id, s.last_seq + e.offset_from_last, e.topic, e.payload
    FROM (VALUES ${sql.join(rows)}) AS e(position, user_id, offset_from_last, topic, payload)
    JOIN s USING (user_id)
    ORDER BY e.position
    RETURNING user_id, seq`.execute(trx);
  const lastUser = userIds[userIds.length - 1];
  let last: bigint | null = null;
  for (const row of written.rows) {
    const seq = BigInt(row.seq);
    if (row.user_id === lastUser && (last === null || seq > last)) last = seq;
  }
  return last;
}

/** A signed notification to a merchant's callback URL, sent (and retried) by the dispatcher. */
export async function enqueueWebhook(
  trx: Kysely<Schema>,
  delivery: { apiKeyId: string; url: string; type: string; data: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  const id = crypto.randomUUID();
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id,
      api_key_id: delivery.apiKeyId,
      url: delivery.url,
      payload: JSON.stringify({
        id,
        type: delivery.type,
        created_at: delivery.createdAt.toISOString(),
        data: delivery.data,
      }),
      next_attempt_at: delivery.createdAt,
      delivered_at: null,
      gave_up_at: null,
      last_status: null,
      last_error: null,
    })
    .execute();
}
