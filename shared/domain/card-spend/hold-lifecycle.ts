import { requiredFromMinor } from '../money/quote-math';
import type { TransactionType } from '../transactions/transaction-types';
import type { HoldLeg } from './authorize-spend';
import { smallerMinor } from './smaller-minor';

/**
 * Days an uncaptured authorization keeps its hold before it expires and releases it (Stripe: about
 * 7 days for most merchants). A capture arriving later still posts, as Stripe's do.
 */
export const AUTHORIZATION_EXPIRY_DAYS = 7;

/**
 * A capture above the hold always posts (captures ignore state and controls); above this share
 * of the hold it is flagged for review. 20 % is the tip allowance card networks give restaurants.
 */
export const OVER_CAPTURE_TOLERANCE_PERCENT = 20n;

const DAY_MS = 86_400_000;

export type CardAuthorizationKind = 'purchase' | 'atm_withdrawal';

/** The balance a posting without a hold lands on, with the rate when it converts. */
export interface PostingBalance {
  currency: string;
  scale: number;
  rate?: string;
}

export type CardNetworkEvent =
  | {
      type: 'authorization';
      eventId: string;
      authorizationId: string;
      at: Date;
      kind: CardAuthorizationKind;
      currency: string;
      scale: number;
      /** The legs of an approved decision (`decideAuthorization`); a decline is never an event here. */
      legs: readonly HoldLeg[];
    }
  | { type: 'incremental_authorization'; eventId: string; authorizationId: string; legs: readonly HoldLeg[] }
  /** Without an amount, the whole hold left is reversed. Amounts are in the spend currency. */
  | { type: 'reversal'; eventId: string; authorizationId: string; amountMinor?: bigint }
  | { type: 'expiry'; eventId: string; authorizationId: string; at: Date }
  | { type: 'capture'; eventId: string; authorizationId: string; amountMinor: bigint }
  /** A capture with no authorization, in the spend currency, posted on `balance` (at its quote). */
  | {
      type: 'force_post';
      eventId: string;
      amountMinor: bigint;
      currency: string;
      scale: number;
      balance: PostingBalance;
    }
  /** Linked to an authorization when the network says so; unlinked refunds post as a credit. */
  | { type: 'refund'; eventId: string; authorizationId?: string; amountMinor: bigint; currency: string }
  | { type: 'cashback'; eventId: string; amountMinor: bigint; currency: string };

export type HoldStatus = 'pending' | 'captured' | 'reversed' | 'expired';

interface PaidLeg {
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

export type CardEntryType = Extract<
  TransactionType,
  'CARD_DEBIT' | 'CARD_CREDIT' | 'CARD_REFUND' | 'CARD_BONUS' | 'CARD_WITHDRAWAL'
>;

/**
 * What the ledger does for an event, as data. A hold reserves part of a balance; `settle` turns
 * held money into the debit that follows it; `release` gives held money back. An entry moves money
 * between the balance and the network (or the house account, for cashback).
 */
export type CardPosting =
  | { kind: 'hold'; authorizationId: string; currency: string; amountMinor: bigint }
  | { kind: 'settle'; authorizationId: string; currency: string; amountMinor: bigint }
  | {
      kind: 'release';
      authorizationId: string;
      currency: string;
      amountMinor: bigint;
      cause: 'reversal' | 'expiry' | 'capture';
    }
  | {
      kind: 'entry';
      type: CardEntryType;
      side: 'debit' | 'credit';
      currency: string;
      amountMinor: bigint;
      counterparty: 'network' | 'house';
      authorizationId?: string;
    };

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

/** The part of a converted leg's held money that pays `coversMinor` of the spend. */
function heldFor(leg: HoldLeg, coversMinor: bigint, spendScale: number): bigint {
  if (coversMinor === leg.coversMinor) return leg.heldMinor;
  if (leg.rate === undefined) return coversMinor;
  const needed = requiredFromMinor(coversMinor, {
    fromScale: leg.scale,
    toScale: spendScale,
    rate: leg.rate,
  });
  return smallerMinor(needed, leg.heldMinor);
}

function amountOn(balance: PostingBalance, spendMinor: bigint, spendScale: number): bigint {
  if (balance.rate === undefined) return spendMinor;
  return requiredFromMinor(spendMinor, { fromScale: balance.scale, toScale: spendScale, rate: balance.rate });
}

function withHold(state: CardLedgerState, eventId: string, hold?: HoldRecord): CardLedgerState {
  const seenEventIds = new Set(state.seenEventIds);
  seenEventIds.add(eventId);
  return { seenEventIds, holds: hold ? { ...state.holds, [hold.id]: hold } : state.holds };
}

function holdPostings(id: string, legs: readonly HoldLeg[]): CardPosting[] {
  return legs
    .filter((leg) => leg.heldMinor > 0n)
    .map((leg) => ({
      kind: 'hold',
      authorizationId: id,
      currency: leg.currency,
      amountMinor: leg.heldMinor,
    }));
}

/** Releases `spendMinor` of the hold from the last balance drawn on back to the first. */
function releaseFromEnd(
  hold: HoldRecord,
  spendMinor: bigint,
  cause: 'reversal' | 'expiry' | 'capture',
): { legs: HoldLeg[]; postings: CardPosting[] } {
  const legs = [...hold.legs];
  const postings: CardPosting[] = [];
  let remaining = spendMinor;
  for (let index = legs.length - 1; index >= 0 && remaining > 0n; index--) {
    const leg = legs[index] as HoldLeg;
    const portion = smallerMinor(leg.coversMinor, remaining);
    if (portion === 0n) continue;
    const keptCovers = leg.coversMinor - portion;
    const keptHeld = keptCovers === 0n ? 0n : heldFor(leg, keptCovers, hold.scale);
    const released = leg.heldMinor - keptHeld;
    legs[index] = { ...leg, heldMinor: keptHeld, coversMinor: keptCovers };
    if (released > 0n) {
      postings.push({
        kind: 'release',
        authorizationId: hold.id,
        currency: leg.currency,
        amountMinor: released,
        cause,
      });
    }
    remaining -= portion;
  }
  return { legs: legs.filter((leg) => leg.coversMinor > 0n || leg.heldMinor > 0n), postings };
}

function totalCovers(legs: readonly HoldLeg[]): bigint {
  return legs.reduce((sum, leg) => sum + leg.coversMinor, 0n);
}

function capture(
  state: CardLedgerState,
  hold: HoldRecord,
  eventId: string,
  amountMinor: bigint,
): CardEventResult {
  const entryType: CardEntryType = hold.kind === 'atm_withdrawal' ? 'CARD_WITHDRAWAL' : 'CARD_DEBIT';
  const postings: CardPosting[] = [];
  const paid: PaidLeg[] = [...hold.paid];
  const heldBefore = hold.status === 'pending' ? totalCovers(hold.legs) : 0n;
  let remaining = amountMinor;
  const debit = (currency: string, debitedMinor: bigint, coversMinor: bigint) => {
    if (debitedMinor === 0n) return;
    postings.push({
      kind: 'entry',
      type: entryType,
      side: 'debit',
      currency,
      amountMinor: debitedMinor,
      counterparty: 'network',
      authorizationId: hold.id,
    });
    paid.push({ currency, debitedMinor, coversMinor });
  };
  if (hold.status === 'pending') {
    for (const leg of hold.legs) {
      const portion = smallerMinor(leg.coversMinor, remaining);
      const settled = portion === 0n ? 0n : heldFor(leg, portion, hold.scale);
      if (settled > 0n) {
        postings.push({
          kind: 'settle',
          authorizationId: hold.id,
          currency: leg.currency,
          amountMinor: settled,
        });
      }
      debit(leg.currency, settled, portion);
      if (leg.heldMinor > settled) {
        postings.push({
          kind: 'release',
          authorizationId: hold.id,
          currency: leg.currency,
          amountMinor: leg.heldMinor - settled,
          cause: 'capture',
        });
      }
      remaining -= portion;
    }
  }
  // Above the hold, or after it expired or was reversed: the capture still posts, on the first
  // balance the authorization drew on; the balance may go negative and open an overdraft.
  const overCaptureMinor = remaining;
  if (remaining > 0n) debit(hold.primary.currency, amountOn(hold.primary, remaining, hold.scale), remaining);
  const flagged = overCaptureMinor * 100n > heldBefore * OVER_CAPTURE_TOLERANCE_PERCENT;
  const next: HoldRecord = {
    ...hold,
    status: 'captured',
    legs: [],
    capturedMinor: hold.capturedMinor + amountMinor,
    paid,
  };
  return {
    state: withHold(state, eventId, next),
    postings,
    overCaptureMinor,
    overCaptureFlagged: overCaptureMinor > 0n && flagged,
  };
}

function linkedRefund(
  state: CardLedgerState,
  hold: HoldRecord,
  eventId: string,
  amountMinor: bigint,
): CardEventResult {
  const postings: CardPosting[] = [];
  const paid = [...hold.paid];
  let remaining = amountMinor;
  for (let index = 0; index < paid.length && remaining > 0n; index++) {
    const leg = paid[index] as PaidLeg;
    const portion = smallerMinor(leg.coversMinor, remaining);
    if (portion === 0n) continue;
    // Money goes back to the balance it came from, in the same share it was taken, rounded down.
    const credited =
      portion === leg.coversMinor ? leg.debitedMinor : (leg.debitedMinor * portion) / leg.coversMinor;
    paid[index] = {
      ...leg,
      debitedMinor: leg.debitedMinor - credited,
      coversMinor: leg.coversMinor - portion,
    };
    if (credited > 0n) {
      postings.push({
        kind: 'entry',
        type: 'CARD_REFUND',
        side: 'credit',
        currency: leg.currency,
        amountMinor: credited,
        counterparty: 'network',
        authorizationId: hold.id,
      });
    }
    remaining -= portion;
  }
  // A merchant refunding more than was captured gives money the user never paid: a credit.
  if (remaining > 0n) {
    postings.push({
      kind: 'entry',
      type: 'CARD_CREDIT',
      side: 'credit',
      currency: hold.currency,
      amountMinor: remaining,
      counterparty: 'network',
      authorizationId: hold.id,
    });
  }
  return { state: withHold(state, eventId, { ...hold, paid }), postings };
}

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
    state: RETRYABLE.has(ignored) ? state : withHold(state, event.eventId),
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
