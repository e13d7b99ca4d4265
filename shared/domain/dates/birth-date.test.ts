import { describe, expect, it } from 'vitest';
import { checkIsoBirthDate, EARLIEST_BIRTH_YEAR, isCalendarDay } from './birth-date';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('checkIsoBirthDate', () => {
  it.each([
    ['1990-05-17', null],
    ['1900-01-01', null],
    ['2000-02-29', null],
    ['2026-11-28', null],
    ['1899-12-31', 'errors.verification.dateOfBirthYear'],
    ['2027-01-01', 'errors.verification.dateOfBirthYear'],
    ['2001-02-29', 'errors.verification.dateOfBirthInvalid'],
    ['1990-13-01', 'errors.verification.dateOfBirthInvalid'],
    ['17/05/1990', 'errors.verification.dateOfBirthInvalid'],
    ['', 'errors.verification.dateOfBirthInvalid'],
    ['2026-11-29', 'errors.verification.dateOfBirthFuture'],
  ])('%s → %s', (value, key) => {
    const check = checkIsoBirthDate(value, NOW);
    if (key === null) expect(check).toEqual({ isValid: true });
    else expect(check).toMatchObject({ isValid: false, key });
  });

  it('names the years the mask takes when the year is out of them', () => {
    expect(checkIsoBirthDate('1850-01-01', NOW)).toEqual({
      isValid: false,
      key: 'errors.verification.dateOfBirthYear',
      params: { from: EARLIEST_BIRTH_YEAR, to: 2026 },
    });
  });
});

describe('isCalendarDay', () => {
  it.each([
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 12, 31, true],
    [2024, 0, 1, false],
  ])('%i-%i-%i → %s', (year, month, day, expected) => {
    expect(isCalendarDay(year, month, day)).toBe(expected);
  });
});
