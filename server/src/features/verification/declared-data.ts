import type { MessageKey } from '@ferry/locales';

/** The earliest year the date mask takes (spec 001 §4, the date mask rules). */
export const EARLIEST_BIRTH_YEAR = 1900;

export type DateOfBirthCheck =
  | { isValid: true }
  | { isValid: false; key: MessageKey; params?: Record<string, number> };

/**
 * The date mask's rules, checked by the server too: a YYYY-MM-DD that is a real calendar day,
 * a year from 1900 to this year, and not after today (UTC).
 */
export function checkDateOfBirth(value: string, now: Date): DateOfBirthCheck {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { isValid: false, key: 'errors.verification.dateOfBirthInvalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const thisYear = now.getUTCFullYear();
  if (year < EARLIEST_BIRTH_YEAR || year > thisYear)
    return {
      isValid: false,
      key: 'errors.verification.dateOfBirthYear',
      params: { from: EARLIEST_BIRTH_YEAR, to: thisYear },
    };
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isRealDay) return { isValid: false, key: 'errors.verification.dateOfBirthInvalid' };
  if (date.getTime() > now.getTime()) return { isValid: false, key: 'errors.verification.dateOfBirthFuture' };
  return { isValid: true };
}
