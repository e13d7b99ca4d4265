import type { VerificationLevel, VerificationStepKind } from '@ferry/shared/domain';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The path of the app a step was started from (migration 0058). */
export interface VerificationReturnPathsTable {
  profile_id: string;
  kind: VerificationStepKind;
  path: string;
  updated_at: Timestamp;
}

/** The level the user was last told of (migration 0058). */
export interface VerificationToldLevelsTable {
  profile_id: string;
  level: VerificationLevel;
  updated_at: Timestamp;
}

export interface StepOutcomeSchema {
  verification_return_paths: VerificationReturnPathsTable;
  verification_told_levels: VerificationToldLevelsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends StepOutcomeSchema {}
}
