import type { HoldLeg } from './authorize-spend';
import type { CardAuthorizationKind, PostingBalance } from './card-network-events';

export type HoldStatus = 'pending' | 'captured' | 'reversed' | 'expired';

export interface PaidLeg {
  currency: string;
  debitedMinor: bigint;
  coversMinor: bigint;
}

export interface HoldRecord {
  id: string;
  kind: CardAuthorizationKind;
  currency: string;
  scale: number;
  authorizedAt: Date;
  status: HoldStatus;
  /** What is still held, per balance. */
  legs: readonly HoldLeg[];
  /** Where a capture above the hold, or after it is gone, posts: the first balance drawn on. */
  primary: PostingBalance;
  capturedMinor: bigint;
  /** What the captures took from each balance, left to refund. */
  paid: readonly PaidLeg[];
}

export interface CardLedgerState {
  seenEventIds: ReadonlySet<string>;
  holds: Readonly<Record<string, HoldRecord>>;
}

export const EMPTY_CARD_LEDGER: CardLedgerState = { seenEventIds: new Set(), holds: {} };

export function withHold(state: CardLedgerState, eventId: string, hold?: HoldRecord): CardLedgerState {
  const seenEventIds = new Set(state.seenEventIds);
  seenEventIds.add(eventId);
  return { seenEventIds, holds: hold ? { ...state.holds, [hold.id]: hold } : state.holds };
}
