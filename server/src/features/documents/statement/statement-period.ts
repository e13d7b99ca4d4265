import { DOCUMENT_MAX_PERIOD_MONTHS, DomainError, isDocumentPeriodAllowed } from '@ferry/shared/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A statement period: whole UTC days, `startAt` inclusive and `endAt` (the day after `to`) exclusive. */
export interface StatementPeriod {
  from: string;
  to: string;
  startAt: Date;
  endAt: Date;
}

/** Milliseconds of a real YYYY-MM-DD day; NaN otherwise (Date.parse would roll 02-30 into March). */
function parseCalendarDay(day: string): number {
  if (!CALENDAR_DAY.test(day)) return Number.NaN;
  const ms = Date.parse(day);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

function refuse(key: string, params?: Record<string, number>): never {
  throw new DomainError('VALIDATION_ERROR', {
    issues: [{ path: 'to', code: 'custom', message: key, key, ...(params ? { params } : {}) }],
  });
}

/**
 * Checks a period against the rules of spec 000 §9 / 001 §5 and today's date: `from` not after
 * `to`, `to` not after today (UTC), at most three months. The contract checks the first and the
 * last already; this repeats them so every caller of the services gets the same verdict.
 */
export function toStatementPeriod(from: string, to: string, now: Date): StatementPeriod {
  const startMs = parseCalendarDay(from);
  const toMs = parseCalendarDay(to);
  if (Number.isNaN(startMs) || Number.isNaN(toMs)) refuse('validation.invalid');
  if (startMs > toMs) refuse('documents.validation.toBeforeFrom');
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (toMs > todayMs) refuse('documents.validation.future');
  const startAt = new Date(startMs);
  const endAt = new Date(toMs + DAY_MS);
  if (!isDocumentPeriodAllowed(startAt, endAt))
    refuse('documents.validation.periodTooLong', { count: DOCUMENT_MAX_PERIOD_MONTHS });
  return { from, to, startAt, endAt };
}
