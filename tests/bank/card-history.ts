import type { Delivery } from './card-network-side';

/**
 * What the card bank test remembers of every message the network sent (its history): the checker
 * reads this and a snapshot of the database, nothing of the server's own answers beyond it.
 */
export type CardOperationKind =
  | 'authorize'
  | 'authorize-partial'
  | 'authorize-converting'
  | 'increment'
  | 'timeout-reversal'
  | 'late-authorization'
  | 'capture'
  | 'capture-over'
  | 'reversal'
  | 'expiry'
  | 'refund-linked'
  | 'refund-unlinked'
  | 'top-up';

export interface CardOperation {
  seq: number;
  client: number;
  kind: CardOperationKind;
  cardId: string;
  eventId: string;
  authorizationId: string | null;
  /** Minor units asked (authorization), captured or refunded; null for a whole reversal or an expiry. */
  amountMinor: bigint | null;
  currency: string;
  deliveries: Delivery[];
  /**
   * Authorizations: `approved`, `approved:partial`, `declined:<reason>`, or `timeout` (no answer in
   * time: the network declined and reversed). Events: Ferry's outcome; null when none came.
   */
  outcome: string | null;
  /** What an approved authorization approved, in minor units. */
  approvedMinor?: bigint;
}

export type CardHistory = CardOperation[];

/** How an operation ended for the summary: ok, refused (declined or ignored) or indeterminate. */
export function summaryOutcome(operation: CardOperation): 'ok' | 'refused' | 'indeterminate' {
  const { outcome } = operation;
  if (outcome === null) return 'indeterminate';
  if (
    outcome.startsWith('approved') ||
    outcome.startsWith('applied') ||
    outcome === 'duplicate' ||
    outcome === 'ok'
  )
    return 'ok';
  return 'refused';
}
