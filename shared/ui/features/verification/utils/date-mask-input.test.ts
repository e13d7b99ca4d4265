import { describe, expect, it } from 'vitest';
import { applyDateMask } from './date-mask-input';

const NOW = new Date('2026-06-15T12:00:00Z');

/** Types `keys` one at a time into an empty field. */
function type(keys: string): string {
  return [...keys].reduce((text, key) => applyDateMask(text, text + key, NOW), '');
}

describe('the date of birth mask (DD/MM/YYYY)', () => {
  it('puts the slashes in after the day and the month', () => {
    expect(type('0')).toBe('0');
    expect(type('07')).toBe('07/');
    expect(type('0703')).toBe('07/03/');
    expect(type('07031990')).toBe('07/03/1990');
  });

  it('refuses a keystroke no date could follow', () => {
    expect(type('4')).toBe('');
    expect(type('3' + '2')).toBe('3');
    expect(type('0713')).toBe('07/1');
    expect(type('07031800')).toBe('07/03/1');
    expect(type('0703203')).toBe('07/03/20');
    expect(type('070319901')).toBe('07/03/1990');
  });

  it('lets backspace go back past a slash', () => {
    expect(applyDateMask('07/', '07', NOW)).toBe('07');
    expect(applyDateMask('07', '0', NOW)).toBe('0');
  });

  it('keeps a pasted date whole', () => {
    expect(applyDateMask('', '07.03.1990', NOW)).toBe('07/03/1990');
  });
});
