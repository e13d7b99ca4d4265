import { describe, expect, it } from 'vitest';
import { describeWait, parseRetryAfter } from './retry-after';

const NOW = Date.parse('2026-11-24T19:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['seconds', '2520', 2520],
    ['seconds with spaces', ' 42 ', 42],
    ['zero', '0', 0],
    ['an HTTP date 90 s ahead', 'Tue, 24 Nov 2026 19:01:30 GMT', 90],
    ['an HTTP date in the past', 'Tue, 24 Nov 2026 18:00:00 GMT', 0],
    ['absent', null, undefined],
    ['empty', '', undefined],
    ['negative', '-5', undefined],
    ['a fraction', '1.5', undefined],
    ['words', 'soon', undefined],
    ['a date without a weekday', '2026-11-24', undefined],
  ])('%s', (_name, value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
});

describe('describeWait', () => {
  it.each([
    [0, { value: 1, unit: 'second' }],
    [1, { value: 1, unit: 'second' }],
    [42, { value: 42, unit: 'second' }],
    [59.2, { value: 1, unit: 'minute' }],
    [60, { value: 1, unit: 'minute' }],
    [61, { value: 2, unit: 'minute' }],
    [2520, { value: 42, unit: 'minute' }],
    [2515, { value: 42, unit: 'minute' }],
    [3600, { value: 60, unit: 'minute' }],
    [3601, { value: 2, unit: 'hour' }],
    [86400, { value: 24, unit: 'hour' }],
  ] as const)('%s s', (seconds, expected) => {
    expect(describeWait(seconds)).toEqual(expected);
  });
});
