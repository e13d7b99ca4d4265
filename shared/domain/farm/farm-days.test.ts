import { describe, expect, it } from 'vitest';
import {
  checkInDay,
  currentStreak,
  daysBetween,
  isTimeZone,
  localDayOf,
  nextLocalDayStartMs,
} from './farm-days';

const at = (iso: string) => Date.parse(iso);

describe('local days', () => {
  it.each([
    ['2026-11-28T21:59:00Z', 'Europe/Kyiv', '2026-11-28'],
    ['2026-11-28T22:00:00Z', 'Europe/Kyiv', '2026-11-29'],
    ['2026-11-29T04:00:00Z', 'America/New_York', '2026-11-28'],
    ['2026-11-29T11:00:00Z', 'Pacific/Kiritimati', '2026-11-30'],
    ['2026-11-29T00:00:00Z', 'UTC', '2026-11-29'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(localDayOf(at(instant), zone)).toBe(day);
  });

  it.each([
    ['Europe/Warsaw', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    [42, false],
  ])('%s is a time zone: %s', (zone, isZone) => {
    expect(isTimeZone(zone)).toBe(isZone);
  });

  it.each([
    ['2026-11-28', '2026-11-29', 1],
    ['2026-11-28', '2026-11-28', 0],
    ['2026-02-28', '2026-03-01', 1],
    ['2026-12-31', '2027-01-02', 2],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2026-11-28T10:00:00Z', 'Europe/Kyiv', '2026-11-28T22:00:00Z'],
    ['2026-11-28T22:30:00Z', 'Europe/Kyiv', '2026-11-29T22:00:00Z'],
    ['2026-11-28T10:00:00Z', 'UTC', '2026-11-29T00:00:00Z'],
    ['2026-11-28T10:00:00Z', 'Asia/Kolkata', '2026-11-28T18:30:00Z'],
    // The night Kyiv moves its clocks forward (29 March 2026) and back (25 October 2026).
    ['2026-03-28T12:00:00Z', 'Europe/Kyiv', '2026-03-28T22:00:00Z'],
    ['2026-03-29T12:00:00Z', 'Europe/Kyiv', '2026-03-29T21:00:00Z'],
    ['2026-10-25T12:00:00Z', 'Europe/Kyiv', '2026-10-25T22:00:00Z'],
  ])('after %s in %s the next day starts at %s', (instant, zone, next) => {
    expect(new Date(nextLocalDayStartMs(at(instant), zone)).toISOString()).toBe(
      new Date(at(next)).toISOString(),
    );
  });
});

describe('check-in days and streaks', () => {
  const last = (iso: string, streak: number) => ({ atMs: at(iso), streak });

  it.each([
    ['first ever', null, '2026-11-28T10:00:00Z', 'UTC', { kind: 'allowed', streak: 1 }],
    [
      'the next day',
      last('2026-11-27T23:00:00Z', 2),
      '2026-11-28T00:30:00Z',
      'UTC',
      { kind: 'allowed', streak: 3 },
    ],
    [
      'a day skipped',
      last('2026-11-26T10:00:00Z', 5),
      '2026-11-28T10:00:00Z',
      'UTC',
      { kind: 'allowed', streak: 1 },
    ],
    [
      'the same day',
      last('2026-11-28T01:00:00Z', 1),
      '2026-11-28T20:00:00Z',
      'UTC',
      { kind: 'alreadyToday', nextAtMs: at('2026-11-29T00:00:00Z') },
    ],
    // 21:00 and 22:30 UTC are two days in Kyiv (midnight there is 22:00 UTC).
    [
      'a Kyiv midnight',
      last('2026-11-28T21:00:00Z', 1),
      '2026-11-28T22:30:00Z',
      'Europe/Kyiv',
      { kind: 'allowed', streak: 2 },
    ],
    // A move east does not make the last check-in's day yesterday: both instants are read in the new zone.
    [
      'a zone hop',
      last('2026-11-28T23:00:00Z', 1),
      '2026-11-28T23:30:00Z',
      'Pacific/Kiritimati',
      { kind: 'alreadyToday', nextAtMs: at('2026-11-29T10:00:00Z') },
    ],
  ])('%s', (_name, previous, now, zone, expected) => {
    expect(checkInDay({ atMs: at(now), timeZone: zone, last: previous })).toEqual(expected);
  });

  it.each([
    [null, '2026-11-28T10:00:00Z', 0],
    [last('2026-11-28T08:00:00Z', 4), '2026-11-28T10:00:00Z', 4],
    [last('2026-11-27T08:00:00Z', 4), '2026-11-28T10:00:00Z', 4],
    [last('2026-11-26T08:00:00Z', 4), '2026-11-28T10:00:00Z', 0],
  ])('streak after %o at %s is %i', (previous, now, streak) => {
    expect(currentStreak({ atMs: at(now), timeZone: 'UTC', last: previous })).toBe(streak);
  });
});
