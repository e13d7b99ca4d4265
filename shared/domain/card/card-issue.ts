import { cardErrorKey } from '../errors/feature-errors';
import { VERIFICATION_LEVELS, type VerificationLevel } from '../verification/levels';
import {
  checkResidenceCountry,
  DEFAULT_RESIDENCE_RULES,
  type ResidenceRules,
} from '../verification/residence';
import { type CardCurrency, isCardCurrency } from './card-fees';
import type { CardRefusal } from './card-states';

/**
 * Cards a user may hold per currency at once; terminated cards do not count (Wise's API allows 3
 * active virtual cards per personal profile; docs/decisions.md).
 */
export const CARDS_PER_CURRENCY = 3;

/**
 * The level a card needs: 'verified', the first with a completed identity check (issue 28:
 * "identity and a supported country are required to issue"; 001 §6: "the card needs KYC").
 */
export const CARD_REQUIRED_LEVEL: VerificationLevel = 'verified';

export interface CardIssueRequest {
  currency: string;
  level: VerificationLevel;
  /** The residence the country rules apply to (ruleResidence); a card needs one. */
  residence: string | null;
  /** The user's cards in `currency` that are not terminated. */
  openCardsInCurrency: number;
  rules?: ResidenceRules;
}

export type CardIssueCheck =
  | { isAllowed: true; currency: CardCurrency }
  | { isAllowed: false; refusal: CardRefusal };

function refuse(refusal: CardRefusal): CardIssueCheck {
  return { isAllowed: false, refusal };
}

/**
 * Whether a card may be issued, the first failing rule reported: the currency, the identity level,
 * the residence country (a card is never issued to an unknown residence), then the count.
 */
export function checkCardIssue(request: CardIssueRequest): CardIssueCheck {
  const { currency, level, residence, openCardsInCurrency, rules = DEFAULT_RESIDENCE_RULES } = request;
  if (!isCardCurrency(currency)) return refuse({ code: 'VALIDATION_ERROR', key: 'cards.refusal.currency' });
  if (VERIFICATION_LEVELS.indexOf(level) < VERIFICATION_LEVELS.indexOf(CARD_REQUIRED_LEVEL))
    return refuse({ code: 'ACCESS_DENIED', key: 'cards.refusal.verificationRequired' });
  const isResidenceKnown = residence !== null && residence.trim() !== '';
  if (!isResidenceKnown || !checkResidenceCountry(residence, rules).isAllowed)
    return refuse({ code: 'COUNTRY_NOT_ALLOWED', key: cardErrorKey('notAvailableInCountry') });
  if (openCardsInCurrency >= CARDS_PER_CURRENCY)
    return refuse({ code: 'CONFLICT_ERROR', key: cardErrorKey('limitReached') });
  return { isAllowed: true, currency };
}
