import { isLuhnValid } from './luhn';
import { checkRequired, createStringRule, fail } from './rule';

export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Issuers print expiries up to about a decade out; further than this is a typo. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

const CARD_NUMBER_PATTERN = /^[\d ]+$/;
const CARD_EXPIRY_PATTERN = /^(\d{2}) \/ (\d{2})$/;

/** Digits with optional spaces between groups, 13 to 19 digits, passing the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  if (!CARD_NUMBER_PATTERN.test(value)) return false;
  const digits = value.replaceAll(' ', '');
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return false;
  return isLuhnValid(digits);
}

/**
 * How many digits a card of this number's scheme has once complete: Amex 15, Diners 14, Visa and
 * Mastercard 16, others (Maestro, UnionPay: 16 to 19) only the longest — so a form can move on by
 * itself when the number is done, and never while a longer one may still be typed.
 */
export function cardNumberFullLength(digits: string): number {
  if (/^3[47]/.test(digits)) return 15;
  if (/^3[068]/.test(digits)) return 14;
  if (/^4/.test(digits)) return 16;
  const prefix = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720)) return 16;
  return CARD_NUMBER_MAX_DIGITS;
}

/** The number is whole: its scheme's full length, and valid (Luhn). Spaces between groups allowed. */
export function isCompleteCardNumber(value: string): boolean {
  const digits = value.replaceAll(' ', '');
  return digits.length >= cardNumberFullLength(digits) && isValidCardNumber(value);
}

/** Digits in the security code: 4 on the front of an Amex, 3 on the back of the others. */
export function cardCvvLength(number: string): number {
  return /^3[47]/.test(number.replaceAll(' ', '')) ? 4 : 3;
}

export const cardNumberSchema = createStringRule(
  [checkRequired, (value) => (isValidCardNumber(value) ? null : fail('validation.card.number'))],
  { shouldTrim: true },
);

/** Months since year 0, so two expiries compare as plain numbers. */
function toMonthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

/**
 * Expiry typed as "MM / YY" (spec). A card is valid through the last day of its month, counted
 * in UTC so the screen and the server agree; YY is read as 20YY.
 */
export function createCardExpirySchema({ now }: { now: Date }) {
  const currentMonth = toMonthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const latestMonth = currentMonth + CARD_EXPIRY_MAX_YEARS_AHEAD * 12;
  return createStringRule(
    [
      checkRequired,
      (value) => {
        const match = CARD_EXPIRY_PATTERN.exec(value);
        if (!match) return fail('validation.card.expiry');
        const month = Number(match[1]);
        const expiryMonth = toMonthIndex(2000 + Number(match[2]), month);
        const isValid =
          month >= 1 && month <= 12 && expiryMonth >= currentMonth && expiryMonth <= latestMonth;
        return isValid ? null : fail('validation.card.expiry');
      },
    ],
    { shouldTrim: true },
  );
}
