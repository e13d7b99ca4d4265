import type { Generated } from 'kysely';

/** A status message a bot instance claimed, by outbox event id; sent once `sent_at` is set (0028). */
export interface BotNotificationsTable {
  event_id: bigint;
  claimant: string;
  claimed_at: Generated<Date>;
  sent_at: Date | null;
}

/** A payment card notice already turned into a user event, by card, network event and kind (0064). */
export interface CardNoticesToldTable {
  card_id: string;
  event_id: string;
  kind: string;
  told_at: Generated<Date>;
}

export interface BotNotificationsSchema {
  bot_notifications: BotNotificationsTable;
  card_notices_told: CardNoticesToldTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends BotNotificationsSchema {}
}
