import type { MessageKey } from '@ferry/locales';
import type { ErrorCode } from '../errors/error-codes';
import { cardErrorKey } from '../errors/feature-errors';
import { CARD_STATES, type CardState } from '../transactions/account-enums';

/**
 * The card's states as spec 001 §3 lists them, declared once in the account enumerations (their
 * labels are `domain.cardState.*`) and owned here for the card's rules; card-spend imports them
 * from this file. Providers name fewer (Stripe's single `inactive` covers both "not activated"
 * and "locked"), so Ferry keeps these and maps per provider. `unlocked` is a state of its own
 * because the spec lists it: a card the user unlocked again, which spends like `active`.
 */
export { CARD_STATES, type CardState, cardStateLabelKey } from '../transactions/account-enums';

/**
 * What moves a card. The user activates by a top-up (001 §4: "a card is activated after a
 * top-up"), locks, unlocks and terminates; the issuer answers an activation and may close a card
 * (lost, stolen, expired, fraud) on its own.
 */
export type CardAction =
  | { type: 'topUp' }
  | { type: 'lock' }
  | { type: 'unlock' }
  | { type: 'terminate' }
  | { type: 'activationSucceeded' }
  | { type: 'activationFailed' }
  | { type: 'closedByIssuer' };
export type CardActionType = CardAction['type'];

/** A refused action: the spec code that decides the HTTP status and the text the user sees. */
export interface CardRefusal {
  code: ErrorCode;
  key: MessageKey;
}

export type CardTransition =
  | { isAllowed: true; state: CardState }
  | { isAllowed: false; refusal: CardRefusal };

export function isCardState(value: unknown): value is CardState {
  return typeof value === 'string' && (CARD_STATES as readonly string[]).includes(value);
}

/** Terminated is final (001 §3): no action, the user's or the issuer's, brings a card back. */
export const CARD_TERMINATED: CardRefusal = { code: 'CONFLICT_ERROR', key: 'cards.refusal.terminated' };
const CARD_INACTIVE: CardRefusal = { code: 'CARD_INACTIVE', key: cardErrorKey('inactive') };
const LOCK_FAILED: CardRefusal = { code: 'CONFLICT_ERROR', key: cardErrorKey('lockFailed') };
const UNLOCK_FAILED: CardRefusal = { code: 'CONFLICT_ERROR', key: cardErrorKey('unlockFailed') };
/** An issuer event that does not fit the card's state: a late or repeated delivery. */
const UNEXPECTED_EVENT: CardRefusal = { code: 'CONFLICT_ERROR', key: 'errors.CONFLICT_ERROR' };

/** Whether the card may authorize a spend: only an activated card the user has not locked. */
export function canCardSpend(state: CardState): boolean {
  return state === 'active' || state === 'unlocked';
}

/**
 * Why a card in `state` declines a spend, or null when it may spend. The network's decline
 * carries the spec's card messages: inactive, locked, or declined for a closed card.
 */
export function cardSpendRefusal(state: CardState): CardRefusal | null {
  switch (state) {
    case 'active':
    case 'unlocked':
      return null;
    case 'notActivated':
    case 'activating':
      return CARD_INACTIVE;
    case 'locked':
      return { code: 'ORDER_CARD_DECLINED', key: cardErrorKey('locked') };
    case 'terminated':
      return { code: 'ORDER_CARD_DECLINED', key: cardErrorKey('declined') };
  }
}

/**
 * Why the details (number, expiry, CVV) of a card in `state` are not shown, or null when they may
 * be: only a card that can spend shows them, as issuers do. A card that never activated has no
 * number to use yet; a locked one keeps its number out of sight until the user unlocks it (a lost
 * card is locked first, and whoever holds the phone must not read the number off it); a terminated
 * one is gone for good. Locked answers CARD_INACTIVE, the code of a card that cannot be used now
 * (the issuers' single `inactive` covers both), with the spec's "Your card is locked".
 */
export function cardDetailsRefusal(state: CardState): CardRefusal | null {
  switch (state) {
    case 'active':
    case 'unlocked':
      return null;
    case 'notActivated':
    case 'activating':
      return CARD_INACTIVE;
    case 'locked':
      return { code: 'CARD_INACTIVE', key: cardErrorKey('locked') };
    case 'terminated':
      return CARD_TERMINATED;
  }
}

function to(state: CardState): CardTransition {
  return { isAllowed: true, state };
}

function refuse(refusal: CardRefusal): CardTransition {
  return { isAllowed: false, refusal };
}

/**
 * Where `action` takes a card in `state`. A top-up of a card that is not activated starts the
 * activation (the fee is charged once, by whoever applies this move); further top-ups leave the
 * state alone. Lock and unlock are refused with the spec's lock and unlock failures when the card
 * is already there; a card that never activated cannot be locked (there is nothing to spend) but
 * may be terminated.
 */
export function cardTransition(state: CardState, action: CardAction): CardTransition {
  if (state === 'terminated') return refuse(CARD_TERMINATED);
  switch (action.type) {
    case 'topUp':
      return to(state === 'notActivated' ? 'activating' : state);
    case 'lock':
      if (state === 'notActivated' || state === 'activating') return refuse(CARD_INACTIVE);
      return state === 'locked' ? refuse(LOCK_FAILED) : to('locked');
    case 'unlock':
      if (state === 'notActivated' || state === 'activating') return refuse(CARD_INACTIVE);
      return state === 'locked' ? to('unlocked') : refuse(UNLOCK_FAILED);
    case 'terminate':
    case 'closedByIssuer':
      return to('terminated');
    case 'activationSucceeded':
      return state === 'activating' ? to('active') : refuse(UNEXPECTED_EVENT);
    case 'activationFailed':
      // The issuer refused to activate: the card waits for another top-up; the fee is returned.
      return state === 'activating' ? to('notActivated') : refuse(UNEXPECTED_EVENT);
  }
}
