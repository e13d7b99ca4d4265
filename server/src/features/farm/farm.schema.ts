import type { FarmTask } from '@ferry/shared/domain';
import type { ColumnType, Generated } from 'kysely';

/** The farm's tables (migration 0068). */
export interface FarmMembersTable {
  user_id: string;
  time_zone: string;
  time_zone_set_at: Date;
  points: Generated<number>;
  identity_key: string | null;
  created_at: Date;
}

export interface FarmCheckInsTable {
  user_id: string;
  local_day: string;
  time_zone: string;
  streak: number;
  points: number;
  checked_at: Date;
}

export interface FarmTaskClaimsTable {
  user_id: string;
  task: FarmTask;
  points: number;
  claimed_at: Date;
}

export interface FarmConversionsTable {
  id: Generated<string>;
  user_id: string;
  profile_id: string;
  local_day: string;
  points: number;
  currency: string;
  amount: ColumnType<string, string, string>;
  transaction_id: string;
  created_at: Date;
}

export interface FarmSchema {
  farm_members: FarmMembersTable;
  farm_check_ins: FarmCheckInsTable;
  farm_task_claims: FarmTaskClaimsTable;
  farm_conversions: FarmConversionsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends FarmSchema {}
}
