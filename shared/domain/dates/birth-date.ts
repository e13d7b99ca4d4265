import type { MessageKey } from '@ferry/locales';

/** The earliest year the date mask takes (spec 000 §5, 001 §5), for every date of birth Ferry reads. */
export const EARLIEST_BIRTH_YEAR = 1900;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether year, month and day name a day a calendar has (31/02 does not). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type BirthDateCheck =
  | { isValid: true }
  | { isValid: false; key: MessageKey; params?: Record<string, number> };

/**
 * A date of birth as the server receives it (YYYY-MM-DD), by the date mask's rules: a real
 * calendar day, a year from EARLIEST_BIRTH_YEAR to this year, and not after today (UTC).
 */
export function checkIsoBirthDate(value: string, now: Date): BirthDateCheck {
  const match = ISO_DATE.exec(value);
  if (!match) return { isValid: false, key: 'errors.verification.dateOfBirthInvalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const thisYear = now.getUTCFullYear();
  if (year < EARLIEST_BIRTH_YEAR || year > thisYear)
    return {
      isValid: false,
      key: 'errors.verification.dateOfBirthYear',
      params: { from: EARLIEST_BIRTH_YEAR, to: thisYear },
    };
  if (!isCalendarDay(year, month, day))
    return { isValid: false, key: 'errors.verification.dateOfBirthInvalid' };
  if (Date.UTC(year, month - 1, day) > now.getTime())
    return { isValid: false, key: 'errors.verification.dateOfBirthFuture' };
  return { isValid: true };
}
