import type { VerificationStatus, VerificationStepKind } from '@ferry/shared/domain';
import type { ColumnType } from 'kysely';

/** The user's own verification (migration 0054). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface VerificationStepsTable {
  profile_id: string;
  kind: VerificationStepKind;
  status: Exclude<VerificationStatus, 'NONE'>;
  provider: string | null;
  applicant_id: string | null;
  access_token_hash: string | null;
  access_expires_at: NullableTimestamp;
  phone: string | null;
  /** Read as parsed JSON, written as JSON text. */
  reject_labels: ColumnType<unknown, string | undefined, string>;
  reject_comment: string | null;
  // int8: drivers answer bigint or string; read it through Number().
  last_event_at_ms: ColumnType<bigint | string | null, bigint | number | null, bigint | number | null>;
  last_event_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationWebhookEventsTable {
  provider: string;
  event_key: string;
  event_type: string;
  applicant_id: string | null;
  outcome: string;
  received_at: Timestamp;
}

export interface VerificationPersonsTable {
  profile_id: string;
  source: 'declared' | 'document';
  first_name: string;
  last_name: string;
  date_of_birth: string;
  country: string;
  city: string | null;
  street: string | null;
  postal_code: string | null;
  updated_at: Timestamp;
}

export interface VerificationHoldsTable {
  profile_id: string;
  reason_code: string;
  since: Timestamp;
  appeal_ticket_id: string | null;
  appeal_opened_at: NullableTimestamp;
  /** Where support answers the appeal (0059); null before it or for an appeal opened before 0059. */
  appeal_answer_by: ColumnType<
    'help_chat' | 'email' | null,
    'help_chat' | 'email' | null | undefined,
    'help_chat' | 'email' | null
  >;
}

export interface VerificationSchema {
  verification_steps: VerificationStepsTable;
  verification_webhook_events: VerificationWebhookEventsTable;
  verification_persons: VerificationPersonsTable;
  verification_holds: VerificationHoldsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends VerificationSchema {}
}
