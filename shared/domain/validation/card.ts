import { checkRequired, createStringRule, fail } from './rule';

export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Issuers print expiries up to about a decade out; further than this is a typo. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

const CARD_NUMBER_PATTERN = /^[\d ]+$/;
const CARD_EXPIRY_PATTERN = /^(\d{2}) \/ (\d{2})$/;

function hasLuhnChecksum(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const isDoubled = index % 2 === 1;
    const value = isDoubled ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** Digits with optional spaces between groups, 13 to 19 digits, passing the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  if (!CARD_NUMBER_PATTERN.test(value)) return false;
  const digits = value.replaceAll(' ', '');
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return false;
  return hasLuhnChecksum(digits);
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
