import { describe, expect, it } from 'vitest';
import { calculateFeeMinor, type Fee, feePercentText, feeTypeOf } from './fee';

const WEI = 10n ** 18n;

describe('calculateFeeMinor', () => {
  it.each<[string, Fee, bigint, number, bigint]>([
    ['fixed part only', { add: '1.5', mult: '0', type: 'ADD' }, 10_000n, 2, 150n],
    ['ADD ignores the percentage', { add: '1.5', mult: '0.5', type: 'ADD' }, 10_000n, 2, 150n],
    ['1.5 % of 100.00', { add: '0', mult: '0.015', type: 'MULT' }, 10_000n, 2, 150n],
    ['MULT ignores the fixed part', { add: '9', mult: '0.015', type: 'MULT' }, 10_000n, 2, 150n],
    ['COOPERATE charges both', { add: '0.5', mult: '0.02', type: 'COOPERATE' }, 1_000n, 2, 70n],
    ['no type charges both', { add: '0.5', mult: '0.02' }, 1_000n, 2, 70n],
    ['zero amount, percentage only', { add: '0', mult: '0.015', type: 'MULT' }, 0n, 2, 0n],
    ['zero amount still pays the fixed part', { add: '0.3', mult: '0.015' }, 0n, 2, 30n],
    ['zero fee', { add: '0', mult: '0' }, 123_456n, 2, 0n],
    ['a tiny amount rounds the percentage up to one cent', { add: '0', mult: '0.015' }, 1n, 2, 1n],
    ['0.66 at 1.5 % is 0.0099, so one cent', { add: '0', mult: '0.015' }, 66n, 2, 1n],
    ['0.67 at 1.5 % is 0.01005, so two cents', { add: '0', mult: '0.015' }, 67n, 2, 2n],
    ['an exact percentage is not rounded', { add: '0', mult: '0.5' }, 200n, 2, 100n],
    ['a fixed part finer than the scale rounds up', { add: '0.001', mult: '0' }, 0n, 2, 1n],
    ['a percentage above 100 %', { add: '0', mult: '1.5' }, 100n, 2, 150n],
    ['trailing zeros in mult change nothing', { add: '0.50', mult: '0.0150' }, 10_000n, 2, 200n],
    ['scale 0', { add: '1', mult: '0.1' }, 5n, 0, 2n],
    ['1 ETH at 1.5 %', { add: '0', mult: '0.015' }, WEI, 18, 15n * 10n ** 15n],
    ['one wei at 1.5 % is one wei', { add: '0', mult: '0.015' }, 1n, 18, 1n],
    ['1 ETH + 1 wei at 1 %', { add: '0', mult: '0.01' }, WEI + 1n, 18, 10n ** 16n + 1n],
    ['18 decimals with a fixed part', { add: '0.000000000000000001', mult: '0.01' }, 100n, 18, 2n],
    [
      'a huge amount stays exact',
      { add: '0', mult: '0.001' },
      123_456_789_012_345_678_901_234_567_890n,
      18,
      123_456_789_012_345_678_901_234_568n,
    ],
  ])('%s', (_name, fee, amountMinor, scale, expected) => {
    expect(calculateFeeMinor(fee, amountMinor, scale)).toBe(expected);
  });

  it.each<[string, Fee, bigint]>([
    ['a negative percentage', { add: '0', mult: '-0.01' }, 100n],
    ['an exponent', { add: '0', mult: '1e-2' }, 100n],
    ['a comma', { add: '0', mult: '0,015' }, 100n],
    ['a leading point', { add: '.5', mult: '0' }, 100n],
    ['an empty fixed part', { add: '', mult: '0' }, 100n],
    ['padding', { add: '0', mult: ' 0.1' }, 100n],
    ['a negative fixed part', { add: '-1', mult: '0' }, 100n],
    ['a negative amount', { add: '0', mult: '0.01' }, -1n],
  ])('throws on %s', (_name, fee, amountMinor) => {
    expect(() => calculateFeeMinor(fee, amountMinor, 2)).toThrow(RangeError);
  });
});

describe('feeTypeOf', () => {
  it.each<[Fee, ReturnType<typeof feeTypeOf>]>([
    [{ add: '1', mult: '0' }, 'ADD'],
    [{ add: '0', mult: '0.01' }, 'MULT'],
    [{ add: '1', mult: '0.01' }, 'COOPERATE'],
    [{ add: '0', mult: '0' }, null],
    [{ add: '0.00', mult: '0.000' }, null],
    [{ add: '1', mult: '0.01', type: 'ADD' }, 'ADD'],
    [{ add: '1', mult: '0.01', type: 'MULT' }, 'MULT'],
    [{ add: '0', mult: '0.01', type: 'ADD' }, null],
  ])('%j → %s', (fee, expected) => {
    expect(feeTypeOf(fee)).toBe(expected);
  });

  it('throws on a malformed part', () => {
    expect(() => feeTypeOf({ add: 'x', mult: '0' })).toThrow(RangeError);
  });
});

describe('feePercentText', () => {
  it.each([
    ['0.015', 'en', '1.5%'],
    ['0', 'en', '0%'],
    ['1', 'en', '100%'],
    ['0.0001', 'en', '0.01%'],
    ['0.123456789', 'en', '12.3456789%'],
    ['0.000000000000000001', 'en', '0.0000000000000001%'],
    ['12.5', 'en', '1,250%'],
    ['0.015', 'uk', '1,5%'],
    ['0.015', 'ru', '1,5\u00a0%'],
    ['0.015', 'pl', '1,5%'],
    ['0.25', 'pl', '25%'],
  ])('%s in %s → %s', (mult, locale, expected) => {
    expect(feePercentText(mult, locale)).toBe(expected);
  });

  it.each(['', '-0.1', '1e-3', '0,5', 'abc', 'NaN'])('throws on %j', (mult) => {
    expect(() => feePercentText(mult)).toThrow(RangeError);
  });
});
