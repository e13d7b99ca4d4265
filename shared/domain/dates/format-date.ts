/**
 * The date and time forms the spec names (000 §5, §9; 001 §9): DD/MM/YY, dd/MM/yyyy, HH:mm and
 * d MMMM. Every formatter takes the instant and the time zone to show it in ('UTC' unless told)
 * and never reads the clock. An invalid Date or an unknown time zone throws a RangeError (Intl's).
 */

export const DEFAULT_TIME_ZONE = 'UTC';

export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of `date` in `timeZone`. */
export function calendarPartsOf(date: Date, timeZone = DEFAULT_TIME_ZONE): CalendarParts {
  const parts = numericFormat(timeZone).formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
  };
}

/** 'DD/MM/YY' (spec 000 §5, §9): "05/03/24". */
export function formatShortDate(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = calendarPartsOf(date, timeZone);
  return `${pad(day)}/${pad(month)}/${pad(year % 100)}`;
}

/** 'dd/MM/yyyy' (spec 001 §9): "05/03/2024". */
export function formatFullDate(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = calendarPartsOf(date, timeZone);
  return `${pad(day)}/${pad(month)}/${String(year).padStart(4, '0')}`;
}

/** 'HH:mm' (spec 001 §9), on the 24-hour clock in every language: "09:07". */
export function formatTime(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = calendarPartsOf(date, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * 'd MMMM' (spec 001 §9): the day, then the month's name in the language, "5 March",
 * "5 березня", "5 марта", "5 marca". The month comes from Intl's day-and-month form, so uk, ru
 * and pl get the genitive case the phrase needs, not the nominative of a month on its own.
 */
export function formatDayMonth(date: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = dayMonthFormat(locale, timeZone).formatToParts(date);
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  return `${day} ${month}`;
}

/** The language's own day-and-month form (spec 001 §9 "locale-dependent"): en "March 5". */
export function formatLocaleDayMonth(date: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return dayMonthFormat(locale, timeZone).format(date);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function numericFormat(timeZone: string): Intl.DateTimeFormat {
  const existing = numericFormats.get(timeZone);
  if (existing) return existing;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  numericFormats.set(timeZone, format);
  return format;
}

function dayMonthFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long' });
}
