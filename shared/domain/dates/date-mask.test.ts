import type { Message } from '@ferry/locales';
import { describe, expect, it } from 'vitest';
import { checkDateMask, isDateMaskPrefixValid, maskedDateToIso } from './date-mask';

const NOW = new Date('2025-03-05T12:00:00Z');
const YEAR_RANGE: Message = { key: 'money.dateMask.year', params: { min: 1900, max: 2025 } };

describe('checkDateMask', () => {
  it.each(['01/01/1900', '31/12/1999', '29/02/2000', '29/02/2024', '05/03/2025', '31/12/2025', '30/04/2010'])(
    '%s is accepted',
    (text) => {
      expect(checkDateMask(text, NOW)).toBeNull();
    },
  );

  it.each<[string, Message]>([
    ['', { key: 'money.dateMask.incomplete' }],
    ['1/1/2000', { key: 'money.dateMask.incomplete' }],
    ['01/01/200', { key: 'money.dateMask.incomplete' }],
    ['01-01-2000', { key: 'money.dateMask.incomplete' }],
    ['2000/01/01', { key: 'money.dateMask.incomplete' }],
    [' 01/01/2000', { key: 'money.dateMask.incomplete' }],
    ['01/01/2000x', { key: 'money.dateMask.incomplete' }],
    ['aa/bb/cccc', { key: 'money.dateMask.incomplete' }],
    ['00/01/2000', { key: 'money.dateMask.day' }],
    ['32/01/2000', { key: 'money.dateMask.day' }],
    ['15/00/2000', { key: 'money.dateMask.month' }],
    ['15/13/2000', { key: 'money.dateMask.month' }],
    ['31/12/1899', YEAR_RANGE],
    ['01/01/2026', YEAR_RANGE],
    ['01/01/0000', YEAR_RANGE],
    ['31/02/2000', { key: 'money.dateMask.nonexistent' }],
    ['29/02/1900', { key: 'money.dateMask.nonexistent' }],
    ['29/02/2023', { key: 'money.dateMask.nonexistent' }],
    ['31/04/2010', { key: 'money.dateMask.nonexistent' }],
  ])('%j → %j', (text, expected) => {
    expect(checkDateMask(text, NOW)).toEqual(expected);
  });

  it('takes the current year in the given time zone', () => {
    const newYearInKyiv = new Date('2025-12-31T23:30:00Z');
    expect(checkDateMask('01/01/2026', newYearInKyiv)).toEqual({
      key: 'money.dateMask.year',
      params: { min: 1900, max: 2025 },
    });
    expect(checkDateMask('01/01/2026', newYearInKyiv, 'Europe/Kyiv')).toBeNull();
  });
});

describe('isDateMaskPrefixValid', () => {
  it.each([
    '',
    '0',
    '3',
    '31',
    '31/',
    '31/1',
    '31/12',
    '31/12/',
    '31/12/1',
    '31/12/19',
    '31/12/2',
    '31/12/20',
    '31/12/202',
    '31/12/2025',
    '01/0',
    '09/09/1900',
    '31/02/2000',
  ])('%j can still become a date', (text) => {
    expect(isDateMaskPrefixValid(text, NOW)).toBe(true);
  });

  it.each([
    '4',
    '00',
    '32',
    '3/',
    '311',
    '31/2',
    '31/00',
    '31/13',
    '31/12/0',
    '31/12/18',
    '31/12/203',
    '31/12/2026',
    '31/12/20251',
    'a',
    '12/ab',
    '12.03',
    '12//',
    ' 1',
  ])('%j cannot', (text) => {
    expect(isDateMaskPrefixValid(text, NOW)).toBe(false);
  });
});

describe('maskedDateToIso', () => {
  it.each([
    ['29/02/2000', '2000-02-29'],
    ['05/03/2025', '2025-03-05'],
    ['31/02/2000', null],
    ['01/01/2026', null],
    ['1/1/2000', null],
  ])('%s → %s', (text, expected) => {
    expect(maskedDateToIso(text, NOW)).toBe(expected);
  });
});
