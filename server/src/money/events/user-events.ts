import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Topics a user's socket receives. */
export type UserEventTopic = 'transaction.changed' | 'balance.changed';

/**
 * Leaves an event for the user in the caller's transaction: it is published (socket, bus) only
 * if the change it describes commits. Sequence numbers are per user and gapless, so a socket can
 * resume "after n"; the upsert's row lock orders one user's events.
 */
export async function emitUserEvent(
  trx: Kysely<Schema>,
  userId: string,
  topic: UserEventTopic,
  payload: Record<string, unknown>,
): Promise<bigint> {
  const sequence = await trx
    .insertInto('event_sequences')
    .values({ user_id: userId, last_seq: 1n })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((update) => ({ last_seq: update('event_sequences.last_seq', '+', 1n) })),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const seq = BigInt(sequence.last_seq);
  await trx
    .insertInto('outbox_events')
    .values({ user_id: userId, seq, topic, payload: JSON.stringify(payload) })
    .execute();
  return seq;
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
