import { capture } from './capture-hold';
import { type CardEventResult, type IgnoredReason, isRetryableIgnore } from './card-event-result';
import { type CardLedgerState, type HoldRecord, withHold } from './card-ledger-state';
import type { CardNetworkEvent } from './card-network-events';
import { amountOn, holdPostings, releaseFromEnd, totalCovers } from './hold-legs';
import { linkedRefund } from './linked-refund';

// The rest of the code imports the card's ledger from here; its parts live in files of their own.
export { OVER_CAPTURE_TOLERANCE_PERCENT } from './capture-hold';
export { type CardEventResult, type IgnoredReason, isRetryableIgnore } from './card-event-result';
export {
  type CardLedgerState,
  EMPTY_CARD_LEDGER,
  type HoldRecord,
  type HoldStatus,
} from './card-ledger-state';
export type { CardAuthorizationKind, CardNetworkEvent, PostingBalance } from './card-network-events';
export type { CardEntryType, CardPosting } from './card-postings';

/**
 * Days an uncaptured authorization keeps its hold before it expires and releases it (Stripe: about
 * 7 days for most merchants). A capture arriving later still posts, as Stripe's do.
 */
export const AUTHORIZATION_EXPIRY_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * Applies one network event to the card's holds and says what the ledger posts for it. An event
 * id seen before produces nothing, so the network's retries and our own replays post once.
 */
export function applyCardEvent(state: CardLedgerState, event: CardNetworkEvent): CardEventResult {
  if (state.seenEventIds.has(event.eventId)) return { state, postings: [], ignored: 'duplicate' };
  // An event that may apply later (its authorization not delivered yet, an expiry asked too
  // early) is not remembered, so the network's retry of the same id still applies; every other
  // ignored event is final and its id is spent.
  const ignore = (ignored: IgnoredReason): CardEventResult => ({
    state: isRetryableIgnore(ignored) ? state : withHold(state, event.eventId),
    postings: [],
    ignored,
  });
  if ('amountMinor' in event && event.amountMinor !== undefined && event.amountMinor <= 0n) {
    return ignore('invalid_amount');
  }
  switch (event.type) {
    case 'authorization': {
      if (state.holds[event.authorizationId]) return ignore('authorization_exists');
      const first = event.legs[0];
      const hold: HoldRecord = {
        id: event.authorizationId,
        kind: event.kind,
        currency: event.currency,
        scale: event.scale,
        authorizedAt: event.at,
        status: 'pending',
        legs: event.legs.filter((leg) => leg.coversMinor > 0n),
        primary: first
          ? { currency: first.currency, scale: first.scale, ...(first.rate ? { rate: first.rate } : {}) }
          : { currency: event.currency, scale: event.scale },
        capturedMinor: 0n,
        paid: [],
      };
      return { state: withHold(state, event.eventId, hold), postings: holdPostings(hold.id, hold.legs) };
    }
    case 'cashback':
      return {
        state: withHold(state, event.eventId),
        postings: [
          {
            kind: 'entry',
            type: 'CARD_BONUS',
            side: 'credit',
            currency: event.currency,
            amountMinor: event.amountMinor,
            counterparty: 'house',
          },
        ],
      };
    case 'force_post':
      return {
        state: withHold(state, event.eventId),
        postings: [
          {
            kind: 'entry',
            type: 'CARD_DEBIT',
            side: 'debit',
            currency: event.balance.currency,
            amountMinor: amountOn(event.balance, event.amountMinor, event.scale),
            counterparty: 'network',
          },
        ],
      };
    case 'refund': {
      const linked = event.authorizationId === undefined ? undefined : state.holds[event.authorizationId];
      if (linked) return linkedRefund(state, linked, event.eventId, event.amountMinor);
      return {
        state: withHold(state, event.eventId),
        postings: [
          {
            kind: 'entry',
            type: 'CARD_CREDIT',
            side: 'credit',
            currency: event.currency,
            amountMinor: event.amountMinor,
            counterparty: 'network',
          },
        ],
      };
    }
    default:
      break;
  }
  const hold = state.holds[event.authorizationId];
  if (!hold) return ignore('unknown_authorization');
  switch (event.type) {
    case 'incremental_authorization': {
      if (hold.status !== 'pending') return ignore('not_pending');
      const added = event.legs.filter((leg) => leg.coversMinor > 0n);
      const next = { ...hold, legs: [...hold.legs, ...added] };
      return { state: withHold(state, event.eventId, next), postings: holdPostings(hold.id, added) };
    }
    case 'reversal': {
      if (hold.status !== 'pending') return ignore('not_pending');
      const { legs, postings } = releaseFromEnd(
        hold,
        event.amountMinor ?? totalCovers(hold.legs),
        'reversal',
      );
      const next: HoldRecord = { ...hold, legs, status: totalCovers(legs) === 0n ? 'reversed' : 'pending' };
      return { state: withHold(state, event.eventId, next), postings };
    }
    case 'expiry': {
      if (hold.status !== 'pending') return ignore('not_pending');
      if (event.at.getTime() - hold.authorizedAt.getTime() < AUTHORIZATION_EXPIRY_DAYS * DAY_MS) {
        return ignore('not_yet_expired');
      }
      const { postings } = releaseFromEnd(hold, totalCovers(hold.legs), 'expiry');
      const next: HoldRecord = { ...hold, legs: [], status: 'expired' };
      return { state: withHold(state, event.eventId, next), postings };
    }
    case 'capture':
      return capture(state, hold, event.eventId, event.amountMinor);
  }
}
