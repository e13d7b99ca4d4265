import { DomainError, isDomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import { PREPARED } from '../db/pg-client';
import { isRetryableTransactionError, retryTransaction } from '../db/retry-transaction';
import type { Schema } from '../db/schema';
import {
  checkIdempotencyKey,
  type IdempotentRequest,
  requestHashOf,
  type StoredAnswer,
  storableRefusal,
} from './idempotency-key';

/**
 * What a limits check read, for the database to compare under the profile's lock: how many of the
 * profile's transactions of the month counted, and when the latest of them last changed.
 */
export interface LimitsStamp {
  profileId: string;
  monthStart: Date;
  monthEnd: Date;
  uncountedStatuses: readonly string[];
  count: number;
  /** Microseconds since the epoch, as text; null when the month has no counted row. */
  lastChangedUs: string | null;
}

/**
 * A money operation whose every rule the server has already applied, for the database to write in
 * one call (migration 0069's money_apply): the rows, the ledger's transfers and the users' events,
 * each as the database takes it. The idempotency key, the refusals and the answer are added here.
 */
export interface OneCallPlan {
  /** What the endpoint answers once everything is written (before the response schema's parse). */
  answer: unknown;
  /** Profiles that must belong to an active user, with the refusal for a missing or inactive one. */
  recipients: readonly { profileId: string; missing: DomainError; inactive: DomainError }[];
  /**
   * The quote the operation is priced by, to be taken in the call at `at` (money_apply's `quote`):
   * one used meanwhile is refused with `used`, one no longer takeable with `expired`.
   */
  quote?: { id: string; profileId: string; at: Date; used: DomainError; expired: DomainError };
  /**
   * What the level-limits check read of the profile's month (level-limits.ts `planned`), for the
   * database to compare under the profile's lock; stale, the operation runs on its transaction path.
   */
  limits?: LimitsStamp | null;
  /**
   * A unified transaction's draft the operation confirms (money_apply's `draft`), as the server read
   * it at `at`: marked confirmed with `transactionId` only while it is still the profile's, open,
   * unexpired at `at` and with this requisite; otherwise the operation runs on its transaction path.
   */
  draft?: {
    id: string;
    profileId: string;
    at: Date;
    requisite: Record<string, unknown> | null;
    transactionId: string;
  };
  /** New transactions, every column of the table named, each to get its first history line. */
  transactions: readonly Record<string, unknown>[];
  /** ledger_post's transfers. */
  ledger: readonly unknown[];
  /** One per user event, numbered per user in this order. */
  events: readonly { profile_id: string; topic: string; payload: Record<string, unknown> }[];
  /**
   * The widget frame whose token came with the request (money-operations/frame-orders.ts): the
   * first transaction (the answer's) is linked to it in the call, by the transaction path's rule
   * (money_link_frame_order), at `at`.
   */
  frame?: FrameLink;
}

/** A frame order's link, planned: the frame by its token's hash, the customer, and the moment. */
export interface FrameLink {
  tokenHash: string;
  userId: string;
  at: Date;
}

// Every plan's answer to a balance that would go below zero: made once.
const INSUFFICIENT_BALANCE = new DomainError('INSUFFICIENT_BALANCE');

type OneCallOutcome =
  | { outcome: 'in_progress' }
  | { outcome: 'key_reused' }
  | { outcome: 'refused'; refusal: string }
  | { outcome: 'stale' }
  | { status: number; body: string; replay: boolean };

// A plan's refusals are mostly the same error objects on every request (made once by the planner):
// each one's envelope is written once, not per request on the transfers' hot path.
const envelopes = new WeakMap<DomainError, { status: number; body: string } | null>();
function envelopeOf(error: DomainError) {
  let envelope = envelopes.get(error);
  if (envelope === undefined) {
    envelope = storableRefusal(error);
    envelopes.set(error, envelope);
  }
  return envelope;
}

/**
 * money_apply's argument: the key, and the plan with each refusal as the answer to store, or (a
 * refusal of the moment, not stored: 403) by a name in `unstored` to throw if it comes back.
 */
export function oneCallParameter(
  request: IdempotentRequest,
  plan: OneCallPlan | DomainError,
  serialise: (answer: unknown) => string,
): { parameter: Record<string, unknown>; unstored: Map<string, DomainError> } {
  const unstored = new Map<string, DomainError>();
  const refusalOf = (error: DomainError) => {
    const refusal = envelopeOf(error);
    if (refusal) return refusal;
    const name = String(unstored.size);
    unstored.set(name, error);
    return { unstored: name };
  };
  const key = {
    scope: request.scope,
    key: request.key,
    endpoint: request.endpointId,
    request_hash: requestHashOf(request),
  };
  if (isDomainError(plan)) return { parameter: { ...key, refusal: refusalOf(plan) }, unstored };
  const parameter = {
    ...key,
    recipients: plan.recipients.map((recipient) => ({
      profile_id: recipient.profileId,
      missing: refusalOf(recipient.missing),
      inactive: refusalOf(recipient.inactive),
    })),
    ...(plan.quote
      ? {
          quote: {
            id: plan.quote.id,
            profile_id: plan.quote.profileId,
            at: plan.quote.at.toISOString(),
            used: refusalOf(plan.quote.used),
            expired: refusalOf(plan.quote.expired),
          },
        }
      : {}),
    ...(plan.limits
      ? {
          limits: {
            profile_id: plan.limits.profileId,
            month_start: plan.limits.monthStart.toISOString(),
            month_end: plan.limits.monthEnd.toISOString(),
            uncounted: plan.limits.uncountedStatuses,
            count: plan.limits.count,
            last_changed_us: plan.limits.lastChangedUs,
          },
        }
      : {}),
    ...(plan.draft
      ? {
          draft: {
            id: plan.draft.id,
            profile_id: plan.draft.profileId,
            at: plan.draft.at.toISOString(),
            requisite: plan.draft.requisite,
            transaction_id: plan.draft.transactionId,
          },
        }
      : {}),
    transactions: plan.transactions,
    ledger: plan.ledger,
    events: plan.events,
    ...(plan.frame
      ? {
          frame: {
            token_hash: plan.frame.tokenHash,
            user_id: plan.frame.userId,
            now: plan.frame.at.toISOString(),
          },
        }
      : {}),
    insufficient: refusalOf(INSUFFICIENT_BALANCE),
    answer: { status: 200, body: serialise(plan.answer) },
  };
  return { parameter, unstored };
}

/**
 * Runs a money operation the server planned whole (`OneCallPlan`), or a refusal it decided before
 * the database (a DomainError), in one database call with the guarantees of the transaction path
 * (idempotency.ts `run`): one stored answer per key, replayed byte for byte; a concurrent duplicate
 * is 409, the key with another request 422; a refusal is stored and nothing of the operation is
 * written. Null when what the plan read of the limits or of a draft changed before the call (nothing written,
 * nothing kept): the caller runs the operation on its transaction path. The call is its own transaction, so a deadlock runs it again whole; still failing, it is
 * SERVICE_UNAVAILABLE.
 */
export async function runInOneCall(
  db: Kysely<Schema>,
  request: IdempotentRequest,
  plan: OneCallPlan | DomainError,
  serialise: (answer: unknown) => string,
): Promise<StoredAnswer | null> {
  checkIdempotencyKey(request.key);
  const { parameter, unstored } = oneCallParameter(request, plan, serialise);
  const text = JSON.stringify(parameter);
  let result: OneCallOutcome;
  try {
    const { rows } = await retryTransaction(() =>
      sql<{
        outcome: OneCallOutcome;
      }>`${sql.raw(PREPARED)} SELECT money_apply(${text}::jsonb) AS outcome`.execute(db),
    );
    result = rows[0]?.outcome as OneCallOutcome;
  } catch (error) {
    if (!isRetryableTransactionError(error)) throw error;
    throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'database_contention' });
  }
  if ('outcome' in result) {
    if (result.outcome === 'in_progress')
      throw new DomainError('CONFLICT_ERROR', { reason: 'request_in_progress' });
    if (result.outcome === 'key_reused')
      throw new DomainError('UNPROCESSABLE_ENTITY', { reason: 'idempotency_key_reused' });
    if (result.outcome === 'stale') return null;
    const refusal = unstored.get(result.refusal);
    if (!refusal) throw new Error(`money_apply answered a refusal the plan did not name: ${result.refusal}`);
    throw refusal;
  }
  return { status: result.status, body: result.body, isReplay: result.replay };
}
