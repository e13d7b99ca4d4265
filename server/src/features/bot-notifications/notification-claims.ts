import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

/** How long a claim stays with its claimant before another instance may take an unsent one over. */
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Exactly-once sending across bot instances and restarts: an instance claims an event right
 * before sending (a unique insert: one instance wins), marks it sent after. A claim is refused
 * when the user switched messages off (but for a prepared message they asked for) or blocked the
 * bot in the meantime; a claim left unsent past its lease (its instance died between claim and
 * send) can be taken over.
 */
export function createNotificationClaims(db: Kysely<Schema>, nowMs: () => number) {
  return {
    async claim(eventId: bigint, claimant: string): Promise<boolean> {
      const now = new Date(nowMs());
      const leaseEnd = new Date(nowMs() - CLAIM_LEASE_MS);
      const result = await sql<{ event_id: string }>`
        INSERT INTO bot_notifications (event_id, claimant, claimed_at)
        SELECT o.id, ${claimant}, ${now}
        FROM outbox_events o JOIN users u ON u.id = o.user_id
        WHERE o.id = ${eventId} AND u.tg_id IS NOT NULL
          AND u.bot_unreachable_at IS NULL
          -- A prepared message the creator asked for is no message to their chat.
          AND (u.bot_notifications_enabled OR o.payload->'chat_payment'->>'notice' = 'chatPaymentPrepare')
        ON CONFLICT (event_id) DO UPDATE SET claimant = excluded.claimant, claimed_at = excluded.claimed_at
          WHERE bot_notifications.sent_at IS NULL AND bot_notifications.claimed_at < ${leaseEnd}
        RETURNING event_id`.execute(db);
      return result.rows.length === 1;
    },

    async markSent(eventId: bigint, claimant: string): Promise<boolean> {
      const result = await db
        .updateTable('bot_notifications')
        .set({ sent_at: new Date(nowMs()) })
        .where('event_id', '=', eventId)
        .where('claimant', '=', claimant)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** A user blocked the bot (unreachable) or came back; answers whether a user was found. */
    async setReachable(telegramUserId: bigint, isReachable: boolean): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ bot_unreachable_at: isReachable ? null : new Date(nowMs()) })
        .where('tg_id', '=', telegramUserId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type NotificationClaims = ReturnType<typeof createNotificationClaims>;
