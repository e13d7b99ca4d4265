import type { MessageKey } from '@ferry/locales';
import type { CardState } from '../card/card-states';
import { cardSpendRefusal } from '../card/card-states';
import type { ErrorCode } from '../errors/error-codes';
import { type CardError, cardErrorKey } from '../errors/feature-errors';

/** Why a card authorization is declined; each names the rule that refused it. */
export const CARD_DECLINE_REASONS = [
  'card_inactive',
  'card_locked',
  'card_terminated',
  'invalid_amount',
  'category_blocked',
  'per_authorization_limit',
  'limit_exceeded',
  'insufficient_funds',
] as const;
export type CardDeclineReason = (typeof CARD_DECLINE_REASONS)[number];

/** The reason a card in `state` declines, or null when it may spend (the card module decides). */
export function stateDeclineReason(state: CardState): CardDeclineReason | null {
  if (cardSpendRefusal(state) === null) return null;
  if (state === 'locked') return 'card_locked';
  if (state === 'terminated') return 'card_terminated';
  return 'card_inactive';
}

export interface CardDeclineOutcome {
  code: ErrorCode;
  /** One of the spec's card messages (001 §8): limit reached; locked or declined; inactive. */
  key: MessageKey;
  /** The reason in plain words, for the card's history and the bot (`cards.declineReason.*`). */
  reasonKey: MessageKey;
}

const MESSAGES: Readonly<Record<CardDeclineReason, CardError>> = {
  card_inactive: 'inactive',
  card_locked: 'locked',
  card_terminated: 'declined',
  invalid_amount: 'declined',
  category_blocked: 'declined',
  per_authorization_limit: 'limitReached',
  limit_exceeded: 'limitReached',
  insufficient_funds: 'declined',
};

/** The code and message of a decline; the card's state declines exactly as the card module says. */
export function cardDeclineOutcome(reason: CardDeclineReason): CardDeclineOutcome {
  return {
    code: reason === 'card_inactive' ? 'CARD_INACTIVE' : 'ORDER_CARD_DECLINED',
    key: cardErrorKey(MESSAGES[reason]),
    reasonKey: `cards.declineReason.${reason}`,
  };
}
