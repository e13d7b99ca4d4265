/**
 * What the bank test remembers of every request it made (Jepsen's "history"): the checker reads
 * only this and a snapshot of the database, so it can be tested on synthetic histories.
 */

/** The kinds of logical operation the clients perform. */
export type OperationKind =
  | 'deposit'
  | 'deposit-credit'
  | 'transfer'
  | 'quote'
  | 'exchange'
  | 'convert'
  | 'withdrawal'
  | 'read-balances'
  | 'read-transactions'
  | 'chat-send'
  | 'chat-claim'
  | 'chat-cancel'
  | 'farm-check-in'
  | 'farm-task'
  | 'farm-convert';

/** How one HTTP attempt ended, as far as the client can tell. */
export type AttemptVerdict =
  /** 2xx: the operation happened (or was replayed). */
  | 'ok'
  /** A definite refusal (4xx other than "in progress" / "too many"): nothing may have moved. */
  | 'refused'
  /** No answer, a 5xx, a reset connection or a timeout: it may or may not have happened. */
  | 'ambiguous'
  /** 409 "still in progress" or 429: definitely not done by this attempt; try again. */
  | 'busy';

export interface Attempt {
  startedAtMs: number;
  endedAtMs: number;
  /** HTTP status, or null when no answer arrived. */
  status: number | null;
  /** The answer's body text exactly as received (null without an answer). */
  text: string | null;
  /** The server said `Idempotent-Replayed: true`. */
  isReplay: boolean;
  verdict: AttemptVerdict;
  /** The error code of a refusal, or the network error of an ambiguous attempt. */
  error: string | null;
}

/** Where a logical operation ended after its retries. */
export type OperationOutcome = 'ok' | 'refused' | 'indeterminate';

/** A deliberate resend of a successful request with the same key and body. */
export interface ReplayCheck {
  status: number | null;
  isReplay: boolean;
  isIdentical: boolean;
}

export interface Operation {
  seq: number;
  client: number;
  kind: OperationKind;
  profileId: string;
  /** The Idempotency-Key: one per logical operation, reused by every retry; null for reads. */
  key: string | null;
  method: string;
  path: string;
  body: string | null;
  attempts: Attempt[];
  outcome: OperationOutcome;
  replays: ReplayCheck[];
  /** Balances a read saw: currency → available and held, as decimal strings. */
  observedBalances?: { currency: string; available: string; held: string }[];
}

export type History = Operation[];

/** The operations that move money and so must appear in the database exactly once. */
export const MONEY_OPERATION_KINDS: readonly OperationKind[] = [
  'deposit',
  'transfer',
  'exchange',
  'withdrawal',
  'farm-convert',
];

export function isMoneyOperation(operation: Operation): boolean {
  return MONEY_OPERATION_KINDS.includes(operation.kind);
}

/** The first 2xx answer of an operation (the one every replay must repeat byte for byte). */
export function firstOkText(operation: Operation): string | null {
  return operation.attempts.find((attempt) => attempt.verdict === 'ok')?.text ?? null;
}
