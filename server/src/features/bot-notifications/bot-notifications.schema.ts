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

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends BotNotificationsSchema {}
}
