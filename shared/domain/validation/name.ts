import { type Check, checkRequired, createLengthCheck, createStringRule, fail } from './rule';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/**
 * Letters are Latin or Cyrillic (that covers Ukrainian і ї є ґ and accented Latin such as é ł ż),
 * each optionally followed by combining marks, so a decomposed "й" or "é" counts as one letter.
 * The lookahead keeps Latin-script symbols that are not letters out. Separators: space
 * separators (no tabs or line breaks), the apostrophes ' ’ ʼ, the backtick, the period and the
 * dashes - ‐ –. Anything else — digits, emoji, other punctuation — is an invalid character.
 */
const NAME_PATTERN = /^(?:(?=\p{L})[\p{Script=Latin}\p{Script=Cyrillic}]\p{M}*|[\p{Zs}'’ʼ`.\-‐–])+$/u;
const NAME_WITH_DIGITS_PATTERN =
  /^(?:(?=\p{L})[\p{Script=Latin}\p{Script=Cyrillic}]\p{M}*|[0-9\p{Zs}'’ʼ`.\-‐–])+$/u;

function createPatternCheck(pattern: RegExp): Check {
  return (value) => (pattern.test(value) ? null : fail('validation.invalidCharacter'));
}

const checkNameLength = createLengthCheck({ minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH });

/** First and last name: required, 2 to 50 characters of the allowed set above (spec 000 §5, 001 §5). */
export const personNameSchema = createStringRule(
  [checkRequired, checkNameLength, createPatternCheck(NAME_PATTERN)],
  { shouldTrim: true },
);

/** "Full name with number": the same rule, digits allowed too. */
export const fullNameWithNumbersSchema = createStringRule(
  [checkRequired, checkNameLength, createPatternCheck(NAME_WITH_DIGITS_PATTERN)],
  { shouldTrim: true },
);

/**
 * The cardholder name to offer from a messenger profile: "first last", spaced once, or '' when
 * that would not pass as a person's name (emoji, symbols, too long) — the user types it then.
 */
export function suggestPersonName(firstName: string, lastName: string | null): string {
  const name = [firstName, lastName ?? ''].join(' ').trim().replace(/\s+/g, ' ');
  return personNameSchema.safeParse(name).success ? name : '';
}
