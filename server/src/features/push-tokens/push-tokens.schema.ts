import type { Generated } from 'kysely';

/** Push tokens of the native app, one per session (migration 0035). */
export interface PushTokensTable {
  id: Generated<bigint>;
  user_id: string;
  session_id: string;
  platform: 'android' | 'ios';
  token: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PushTokensSchema {
  push_tokens: PushTokensTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends PushTokensSchema {}
}
