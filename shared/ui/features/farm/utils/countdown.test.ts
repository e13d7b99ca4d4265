import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('the check-in countdown', () => {
  it.each([
    [0, '0:00:00'],
    [59, '0:00:59'],
    [3600, '1:00:00'],
    [7322, '2:02:02'],
    [86_399, '23:59:59'],
    [-5, '0:00:00'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
