import type { Message } from '@ferry/locales';
import { EARLIEST_BIRTH_YEAR, isCalendarDay } from './birth-date';
import { calendarPartsOf, DEFAULT_TIME_ZONE } from './format-date';

/**
 * The date mask of spec 000 §5 and 001 §5: input as DD/MM/YYYY, years from EARLIEST_BIRTH_YEAR to the current
 * year, months 1 to 12, days 1 to 31. "The current year" is the year of `now` in `timeZone`;
 * the clock is always passed in.
 */
const MASK_LENGTH = 10;
const SLASH_POSITIONS = new Set([2, 5]);
const FULL_MASK = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The whole-input check: the mask's ranges, then that the date exists (31/02 passes the mask's
 * 1–31 rule but no calendar has it). A date later in the current year is accepted: the spec
 * bounds only the year.
 */
export function checkDateMask(text: string, now: Date, timeZone = DEFAULT_TIME_ZONE): Message | null {
  const match = FULL_MASK.exec(text);
  if (!match) return { key: 'money.dateMask.incomplete' };
  const [day, month, year] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (day < 1 || day > 31) return { key: 'money.dateMask.day' };
  if (month < 1 || month > 12) return { key: 'money.dateMask.month' };
  const maxYear = calendarPartsOf(now, timeZone).year;
  if (year < EARLIEST_BIRTH_YEAR || year > maxYear) {
    return { key: 'money.dateMask.year', params: { min: EARLIEST_BIRTH_YEAR, max: maxYear } };
  }
  if (!isCalendarDay(year, month, day)) return { key: 'money.dateMask.nonexistent' };
  return null;
}

/**
 * Whether `text` can still grow into a date the mask accepts, for the input mask while typing:
 * slashes at positions 3 and 6, digits elsewhere, and every field, complete or not, inside its
 * range ("3" may become 31, "4" cannot start a day; "20" may become 2024, "21" cannot while the
 * current year is before 2100). An empty text is a valid start.
 */
export function isDateMaskPrefixValid(text: string, now: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  if (text.length > MASK_LENGTH) return false;
  for (const [index, char] of [...text].entries()) {
    const isSlash = char === '/';
    if (SLASH_POSITIONS.has(index) !== isSlash) return false;
    if (!isSlash && (char < '0' || char > '9')) return false;
  }
  const maxYear = calendarPartsOf(now, timeZone).year;
  return (
    isFieldPrefixInRange(text.slice(0, 2), 2, 1, 31) &&
    isFieldPrefixInRange(text.slice(3, 5), 2, 1, 12) &&
    isFieldPrefixInRange(text.slice(6, 10), 4, EARLIEST_BIRTH_YEAR, maxYear)
  );
}

/** A mask date the full check accepts, as an ISO calendar date ("2000-02-29"); otherwise null. */
export function maskedDateToIso(text: string, now: Date, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (checkDateMask(text, now, timeZone) !== null) return null;
  return `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
}

/** Whether some completion of the digits typed so far lies within [min, max]. */
function isFieldPrefixInRange(prefix: string, width: number, min: number, max: number): boolean {
  if (prefix === '') return true;
  const lowest = Number(prefix.padEnd(width, '0'));
  const highest = Number(prefix.padEnd(width, '9'));
  return highest >= min && lowest <= max;
}
