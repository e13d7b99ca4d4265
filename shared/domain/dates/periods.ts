import { DOCUMENT_MAX_PERIOD_MONTHS, PHONE_CHANGE_COOLDOWN_HOURS } from '../constants/limits';

const PHONE_CHANGE_INTERVAL_MS = PHONE_CHANGE_COOLDOWN_HOURS * 60 * 60 * 1000;

/**
 * Whether a document may cover `start` to `end` (spec 000 §9, 001 §5: at most 3 months): start
 * not after end, and end not later than the same moment three calendar months after start.
 * Months are counted in UTC and a day the target month lacks falls back to its last day
 * (30 Nov → 28 or 29 Feb), so a period never spills past the third month. Invalid dates are
 * refused.
 */
export function isDocumentPeriodAllowed(start: Date, end: Date): boolean {
  if (!isValidDate(start) || !isValidDate(end)) return false;
  if (start.getTime() > end.getTime()) return false;
  return end.getTime() <= addMonthsClamped(start, DOCUMENT_MAX_PERIOD_MONTHS).getTime();
}

/**
 * Whether the phone may be changed at `now` (spec 000 §5, 001 §4: once per 24 hours): never
 * changed, or the last change at least 24 hours ago. A last change in the future (a skewed
 * clock) does not open the window early; an invalid date refuses.
 */
export function canChangePhone(lastChangedAt: Date | null, now: Date): boolean {
  if (lastChangedAt === null) return true;
  return now.getTime() >= nextPhoneChangeAt(lastChangedAt).getTime();
}

/** The moment the next phone change opens, for the "again in 24 hours" notice. */
export function nextPhoneChangeAt(lastChangedAt: Date): Date {
  return new Date(lastChangedAt.getTime() + PHONE_CHANGE_INTERVAL_MS);
}

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

function addMonthsClamped(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
