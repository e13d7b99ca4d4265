import type { ColumnType } from 'kysely';

/** The widget frame's tokens and the orders made in them (migration 0041). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface WidgetFramesTable {
  id: string;
  api_key_id: string;
  trust: 'signed' | 'session';
  callback_url: string | null;
  external_customer_id: string | null;
  user_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface WidgetFrameOrdersTable {
  transaction_id: string;
  frame_id: string;
  api_key_id: string;
  callback_url: string | null;
  external_customer_id: string | null;
  created_at: Timestamp;
}

export interface WidgetFramesSchema {
  widget_frames: WidgetFramesTable;
  widget_frame_orders: WidgetFrameOrdersTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends WidgetFramesSchema {}
}
