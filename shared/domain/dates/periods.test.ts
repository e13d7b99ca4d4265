import { describe, expect, it } from 'vitest';
import { canChangePhone, isDocumentPeriodAllowed, nextPhoneChangeAt } from './periods';

const utc = (iso: string) => new Date(`${iso}Z`);
const INVALID = new Date(Number.NaN);

describe('isDocumentPeriodAllowed', () => {
  it.each([
    ['one day', '2024-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['one month', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['exactly three months', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['three months across a year end', '2023-11-15T00:00:00', '2024-02-15T00:00:00'],
    ['30 Nov to the end of February in a leap year', '2023-11-30T00:00:00', '2024-02-29T00:00:00'],
    ['31 Mar to 30 Jun', '2024-03-31T00:00:00', '2024-06-30T00:00:00'],
    ['the same time of day', '2024-01-01T10:00:00', '2024-04-01T10:00:00'],
  ])('allows %s', (_name, start, end) => {
    expect(isDocumentPeriodAllowed(utc(start), utc(end))).toBe(true);
  });

  it.each([
    ['end before start', '2024-02-01T00:00:00', '2024-01-31T00:00:00'],
    ['three months and a day', '2024-01-01T00:00:00', '2024-04-02T00:00:00'],
    ['three months and a second', '2024-01-01T10:00:00', '2024-04-01T10:00:01'],
    ['30 Nov to 1 Mar', '2023-11-30T00:00:00', '2024-03-01T00:00:00'],
    ['31 Mar to 1 Jul', '2024-03-31T00:00:00', '2024-07-01T00:00:00'],
    ['a year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
  ])('refuses %s', (_name, start, end) => {
    expect(isDocumentPeriodAllowed(utc(start), utc(end))).toBe(false);
  });

  it.each([
    [INVALID, utc('2024-01-01T00:00:00')],
    [utc('2024-01-01T00:00:00'), INVALID],
  ])('refuses an invalid date (%s, %s)', (start, end) => {
    expect(isDocumentPeriodAllowed(start, end)).toBe(false);
  });
});

describe('canChangePhone', () => {
  const last = utc('2024-05-10T08:00:00');

  it.each<[string, Date | null, Date, boolean]>([
    ['never changed', null, utc('2024-05-10T08:00:00'), true],
    ['exactly 24 hours later', last, utc('2024-05-11T08:00:00'), true],
    ['two days later', last, utc('2024-05-12T09:00:00'), true],
    ['one millisecond early', last, new Date(utc('2024-05-11T08:00:00').getTime() - 1), false],
    ['an hour later', last, utc('2024-05-10T09:00:00'), false],
    ['at the same moment', last, last, false],
    ['a change stamped in the future', utc('2024-05-12T00:00:00'), utc('2024-05-11T00:00:00'), false],
    ['an invalid clock', last, INVALID, false],
  ])('%s → %s', (_name, lastChangedAt, now, expected) => {
    expect(canChangePhone(lastChangedAt, now)).toBe(expected);
  });

  it('opens the next change 24 hours after the last', () => {
    expect(nextPhoneChangeAt(last).toISOString()).toBe('2024-05-11T08:00:00.000Z');
  });
});
