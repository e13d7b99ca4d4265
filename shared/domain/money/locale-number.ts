import { decimalToMinor } from './decimal';

export interface NumberSeparators {
  decimal: string;
  group: string;
}

/** Spaces people type between digit groups; uk, ru and pl print U+00A0 themselves. */
const SPACE_GROUPS = new Set([' ', '\u00a0', '\u202f', '\u2009']);
const DIGITS = /^\d*$/;
const FIRST_GROUP = /^\d{1,3}$/;
const NEXT_GROUP = /^\d{3}$/;

/** The locale's decimal and group separators, as Intl prints them (spec 000 §5). */
export function numberSeparators(locale: string): NumberSeparators {
  // Seven integer digits, so that pl (which leaves four digits ungrouped) still shows its group.
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * Reads an amount typed in the locale's way (spec 000 §5) into minor units at `scale`.
 *
 * The rule:
 * - The decimal separator is the locale's one, and also '.' wherever '.' is not the locale's
 *   group separator (so "12.5" works in pl, uk and ru, where the keyboard may offer only '.').
 * - Group separators are the locale's one, a plain space, U+00A0, U+202F and U+2009; they may
 *   stand only in the whole part and only between groups of three digits ("1 234 567"), so an
 *   en "1,5" is refused instead of being misread as 15.
 * - Surrounding whitespace is ignored; "5," and ",5" are read as 5 and 0.5, as people type them.
 * - Refused (null): an empty text, a sign, letters or any other character, two decimal
 *   separators, a bare separator, and more fraction digits than `scale` (even zeros).
 */
export function parseLocaleAmount(text: string, locale: string, scale: number): bigint | null {
  const { decimal, group } = numberSeparators(locale);
  const isDotDecimal = decimal === '.' || group !== '.';
  const isDecimalMark = (char: string) => char === decimal || (char === '.' && isDotDecimal);
  const isGroupMark = (char: string) => char === group || SPACE_GROUPS.has(char);

  const chars = [...text.trim()];
  const decimalAt = chars.findIndex(isDecimalMark);
  const wholeChars = decimalAt === -1 ? chars : chars.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : chars.slice(decimalAt + 1).join('');
  if (!DIGITS.test(fraction) || fraction.length > scale) return null;

  const whole = readGroupedWhole(wholeChars, isGroupMark);
  if (whole === null || (whole === '' && fraction === '')) return null;
  return decimalToMinor(fraction ? `${whole || '0'}.${fraction}` : whole, scale);
}

/** The digits of the whole part without its group separators; null when grouped wrongly. */
function readGroupedWhole(chars: readonly string[], isGroupMark: (char: string) => boolean): string | null {
  const groups: string[] = [''];
  for (const char of chars) {
    if (isGroupMark(char)) groups.push('');
    else groups[groups.length - 1] += char;
  }
  if (!groups.every((digits) => DIGITS.test(digits))) return null;
  if (groups.length === 1) return groups[0] ?? '';
  const [first = '', ...rest] = groups;
  if (!FIRST_GROUP.test(first) || !rest.every((digits) => NEXT_GROUP.test(digits))) return null;
  return groups.join('');
}
