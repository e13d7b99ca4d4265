import type { Generated } from 'kysely';

/** A status message a bot instance claimed, by outbox event id; sent once `sent_at` is set (0028). */
export interface BotNotificationsTable {
  event_id: bigint;
  claimant: string;
  claimed_at: Generated<Date>;
  sent_at: Date | null;
}

export interface BotNotificationsSchema {
  bot_notifications: BotNotificationsTable;
}
