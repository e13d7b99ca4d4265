import type { MessageKey } from '@ferry/locales';
import { checkNoEmoji } from '../validation/emoji';
import { type Check, checkRequired, createLengthCheck, createStringRule, fail } from '../validation/rule';

/** The card's name in the app ("Travel", "Groceries"): the user's label, never printed. */
export const CARD_NAME_MAX_LENGTH = 24;

export const cardNameSchema = createStringRule(
  [checkRequired, checkNoEmoji, createLengthCheck({ maxLength: CARD_NAME_MAX_LENGTH })],
  { shouldTrim: true },
);

/**
 * The embossed line holds 2 to 26 characters (ISO/IEC 7813's track 1 name field), which issuers
 * print in capital Latin letters only; a name in Cyrillic or with accents is written by the user
 * in Latin (as in the passport's machine-readable line) rather than guessed by us.
 */
export const CARDHOLDER_NAME_MIN_LENGTH = 2;
export const CARDHOLDER_NAME_MAX_LENGTH = 26;

/** Latin letters A–Z, spaces, and the apostrophe, period and hyphen issuers can emboss. */
const CARDHOLDER_PATTERN = /^[A-Za-z][A-Za-z '.-]*$/;

const checkCardholderCharacters: Check = (value) =>
  CARDHOLDER_PATTERN.test(value) ? null : fail('cards.validation.cardholderLatin');

export const cardholderNameSchema = createStringRule(
  [
    checkRequired,
    checkNoEmoji,
    createLengthCheck({ minLength: CARDHOLDER_NAME_MIN_LENGTH, maxLength: CARDHOLDER_NAME_MAX_LENGTH }),
    checkCardholderCharacters,
  ],
  { shouldTrim: true },
);

/** The name as the card shows it: capitals, spaced once. */
export function embossedName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The designs on offer; the first is the default. */
export const CARD_DESIGNS = ['classic', 'midnight', 'aurora'] as const;
export type CardDesign = (typeof CARD_DESIGNS)[number];

export function isCardDesign(value: unknown): value is CardDesign {
  return typeof value === 'string' && (CARD_DESIGNS as readonly string[]).includes(value);
}

export function cardDesignLabelKey(design: CardDesign): MessageKey {
  return `cards.design.${design}`;
}
