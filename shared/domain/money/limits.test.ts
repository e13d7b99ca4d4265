import type { Message } from '@ferry/locales';
import { describe, expect, it } from 'vitest';
import { checkLimits, type LimitCheckOptions, type Limits } from './limits';

const NBSP = '\u00a0';
const USD: Limits = { min: '10', max: '1000', mult: '1', currency: 'USD' };

describe('checkLimits', () => {
  it.each<[string, bigint, Limits, LimitCheckOptions]>([
    ['the minimum itself', 1_000n, USD, {}],
    ['the maximum itself', 100_000n, USD, {}],
    ['a whole amount inside', 12_300n, USD, {}],
    ['no bounds at all', 1n, { currency: 'USD' }, {}],
    ['null bounds', 1n, { min: null, max: null, mult: null, currency: 'USD' }, {}],
    ['a zero step means no step', 1n, { mult: '0', currency: 'USD' }, {}],
    ['a step finer than the scale', 1n, { mult: '0.001', currency: 'USD' }, {}],
    ['a half step', 150n, { mult: '0.5', currency: 'USD' }, {}],
    ['an 18-decimal minimum reached by one wei', 10n ** 15n, { min: '0.001', currency: 'ETH' }, {}],
    ['a minimum finer than the scale', 2n, { min: '0.015', currency: 'USD' }, {}],
    ['a given scale for an unknown currency', 5n, { min: '5', currency: 'XYZ' }, { scale: 0 }],
  ])('passes %s', (_name, amountMinor, limits, options) => {
    expect(checkLimits(amountMinor, limits, options)).toBeNull();
  });

  it.each<[string, bigint, Limits, LimitCheckOptions, Message]>([
    [
      'below the minimum',
      999n,
      USD,
      {},
      { key: 'money.limits.belowMinimum', params: { amount: '10.00', currency: 'USD' } },
    ],
    [
      'below the minimum in pl',
      999n,
      { ...USD, min: '1500.5' },
      { locale: 'pl' },
      { key: 'money.limits.belowMinimum', params: { amount: '1500,50', currency: 'USD' } },
    ],
    [
      'below the minimum in uk',
      999n,
      { ...USD, min: '12500' },
      { locale: 'uk' },
      { key: 'money.limits.belowMinimum', params: { amount: `12${NBSP}500,00`, currency: 'USD' } },
    ],
    [
      'zero against a minimum',
      0n,
      USD,
      {},
      { key: 'money.limits.belowMinimum', params: { amount: '10.00', currency: 'USD' } },
    ],
    [
      'above the maximum',
      100_001n,
      USD,
      {},
      { key: 'money.limits.aboveMaximum', params: { amount: '1,000.00', currency: 'USD' } },
    ],
    [
      'not a whole unit',
      1_050n,
      USD,
      {},
      { key: 'money.limits.notMultiple', params: { step: '1', currency: 'USD' } },
    ],
    [
      'not a multiple of a half',
      125n,
      { mult: '0.5', currency: 'EUR' },
      { locale: 'ru' },
      { key: 'money.limits.notMultiple', params: { step: '0,5', currency: 'EUR' } },
    ],
    [
      'one wei under an 18-decimal minimum',
      10n ** 15n - 1n,
      { min: '0.001', currency: 'ETH' },
      {},
      { key: 'money.limits.belowMinimum', params: { amount: '0.001', currency: 'ETH' } },
    ],
    [
      'a minimum finer than the scale',
      1n,
      { min: '0.015', currency: 'USD' },
      {},
      { key: 'money.limits.belowMinimum', params: { amount: '0.015', currency: 'USD' } },
    ],
    [
      'the minimum before the step',
      50n,
      USD,
      {},
      { key: 'money.limits.belowMinimum', params: { amount: '10.00', currency: 'USD' } },
    ],
  ])('refuses %s', (_name, amountMinor, limits, options, expected) => {
    expect(checkLimits(amountMinor, limits, options)).toEqual(expected);
  });

  it.each<[string, Limits]>([
    ['a malformed minimum', { min: 'ten', currency: 'USD' }],
    ['a negative maximum', { max: '-1', currency: 'USD' }],
    ['an empty step', { mult: '', currency: 'USD' }],
    ['an exponent', { min: '1e3', currency: 'USD' }],
    ['an unknown currency without a scale', { min: '1', currency: 'XYZ' }],
  ])('throws on %s', (_name, limits) => {
    expect(() => checkLimits(1_000n, limits)).toThrow(RangeError);
  });
});
