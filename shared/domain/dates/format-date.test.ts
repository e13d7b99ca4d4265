import { describe, expect, it } from 'vitest';
import {
  calendarPartsOf,
  formatDayMonth,
  formatFullDate,
  formatLocaleDayMonth,
  formatShortDate,
  formatTime,
} from './format-date';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('formatShortDate (DD/MM/YY)', () => {
  it.each([
    ['2024-03-05T12:00:00', undefined, '05/03/24'],
    ['2000-12-31T00:00:00', undefined, '31/12/00'],
    ['1999-01-09T23:59:59', undefined, '09/01/99'],
    ['2024-12-31T23:30:00', 'Europe/Kyiv', '01/01/25'],
    ['2024-01-01T03:00:00', 'America/New_York', '31/12/23'],
  ])('%s in %s → %s', (iso, timeZone, expected) => {
    expect(formatShortDate(utc(iso), timeZone)).toBe(expected);
  });
});

describe('formatFullDate (dd/MM/yyyy)', () => {
  it.each([
    ['2024-03-05T12:00:00', undefined, '05/03/2024'],
    ['1900-01-01T00:00:00', undefined, '01/01/1900'],
    ['2024-02-29T22:30:00', 'Europe/Warsaw', '29/02/2024'],
    ['2024-02-29T23:30:00', 'Europe/Warsaw', '01/03/2024'],
    ['0005-06-07T00:00:00', undefined, '07/06/0005'],
  ])('%s in %s → %s', (iso, timeZone, expected) => {
    expect(formatFullDate(utc(iso), timeZone)).toBe(expected);
  });
});

describe('formatTime (HH:mm)', () => {
  it.each([
    ['2024-03-05T09:07:59', undefined, '09:07'],
    ['2024-03-05T00:00:00', undefined, '00:00'],
    ['2024-03-05T23:59:00', undefined, '23:59'],
    ['2024-03-05T12:00:00', undefined, '12:00'],
    ['2024-12-31T23:30:00', 'Europe/Kyiv', '01:30'],
    ['2024-07-01T10:15:00', 'Asia/Kolkata', '15:45'],
  ])('%s in %s → %s', (iso, timeZone, expected) => {
    expect(formatTime(utc(iso), timeZone)).toBe(expected);
  });
});

describe('formatDayMonth (d MMMM)', () => {
  it.each([
    ['en', '2024-03-05T12:00:00', '5 March'],
    ['uk', '2024-03-05T12:00:00', '5 березня'],
    ['ru', '2024-03-05T12:00:00', '5 марта'],
    ['pl', '2024-03-05T12:00:00', '5 marca'],
    ['uk', '2024-01-21T12:00:00', '21 січня'],
    ['ru', '2024-05-01T12:00:00', '1 мая'],
    ['pl', '2024-12-24T12:00:00', '24 grudnia'],
    ['en', '2024-12-24T12:00:00', '24 December'],
  ])('%s %s → %s', (locale, iso, expected) => {
    expect(formatDayMonth(utc(iso), locale)).toBe(expected);
  });

  it('shows the day in the given time zone', () => {
    expect(formatDayMonth(utc('2024-03-31T23:00:00'), 'uk', 'Europe/Kyiv')).toBe('1 квітня');
  });
});

describe('formatLocaleDayMonth', () => {
  it.each([
    ['en', 'March 5'],
    ['uk', '5 березня'],
    ['ru', '5 марта'],
    ['pl', '5 marca'],
  ])('%s → %s', (locale, expected) => {
    expect(formatLocaleDayMonth(utc('2024-03-05T12:00:00'), locale)).toBe(expected);
  });
});

describe('calendarPartsOf', () => {
  it('reads the wall clock of the time zone', () => {
    expect(calendarPartsOf(utc('2024-12-31T23:30:00'), 'Europe/Kyiv')).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 1,
      minute: 30,
    });
  });

  it.each([
    ['an invalid date', new Date(Number.NaN), 'UTC'],
    ['an unknown time zone', utc('2024-01-01T00:00:00'), 'Mars/Olympus'],
  ])('throws on %s', (_name, date, timeZone) => {
    expect(() => formatShortDate(date, timeZone)).toThrow(RangeError);
  });
});
