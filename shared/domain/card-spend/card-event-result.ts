import type { CardLedgerState } from './card-ledger-state';
import type { CardPosting } from './card-postings';

export type IgnoredReason =
  | 'duplicate'
  | 'authorization_exists'
  | 'unknown_authorization'
  | 'not_pending'
  | 'not_yet_expired'
  | 'invalid_amount';

/** Ignored for now only: the same event id applies when it comes again once it fits. */
const RETRYABLE: ReadonlySet<IgnoredReason> = new Set(['unknown_authorization', 'not_yet_expired']);

export function isRetryableIgnore(reason: IgnoredReason | undefined): boolean {
  return reason !== undefined && RETRYABLE.has(reason);
}

export interface CardEventResult {
  state: CardLedgerState;
  postings: readonly CardPosting[];
  ignored?: IgnoredReason;
  /** For a capture: what it took above the hold, and whether that is beyond the tolerance. */
  overCaptureMinor?: bigint;
  overCaptureFlagged?: boolean;
}
