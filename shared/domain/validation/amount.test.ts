import { describe, expect, it } from 'vitest';
import { createAmountSchema } from './amount';
import { firstMessage } from './messages';

const USD = { currency: 'USD', scale: 2 } as const;

describe('createAmountSchema', () => {
  it.each([
    ['a whole amount', USD, '10', null],
    ['cents', USD, '10.50', null],
    ['trailing zeros beyond the scale', USD, '10.500', null],
    ['surrounding spaces', USD, ' 7.1 ', null],
    ['empty', USD, '', { key: 'validation.required' }],
    ['letters', USD, '10a', { key: 'validation.amount.invalid' }],
    ['comma separator', USD, '10,5', { key: 'validation.amount.invalid' }],
    ['a bare point', USD, '.5', { key: 'validation.amount.invalid' }],
    ['24 whole digits', USD, '9'.repeat(24), null],
    ['10^40, past what the ledger stores', USD, `1${'0'.repeat(40)}`, { key: 'validation.amount.tooLarge' }],
    ['10^100 with cents', USD, `1${'0'.repeat(100)}.5`, { key: 'validation.amount.tooLarge' }],
    [
      'finer than cents',
      USD,
      '0.001',
      { key: 'validation.amount.precision', params: { scale: 2, count: 2 } },
    ],
    [
      'zero is below one cent',
      USD,
      '0',
      { key: 'validation.amount.min', params: { amount: '0.01', currency: 'USD' } },
    ],
    ['negative', USD, '-5', { key: 'validation.amount.min', params: { amount: '0.01', currency: 'USD' } }],
    [
      'below the minimum',
      { ...USD, minMinor: 1000n },
      '9.99',
      { key: 'validation.amount.min', params: { amount: '10', currency: 'USD' } },
    ],
    ['at the minimum', { ...USD, minMinor: 1000n }, '10', null],
    ['at the maximum', { ...USD, maxMinor: 50_000n }, '500', null],
    [
      'above the maximum',
      { ...USD, maxMinor: 50_000n },
      '500.01',
      { key: 'validation.amount.max', params: { amount: '500', currency: 'USD' } },
    ],
    ['at the balance', { ...USD, balanceMinor: 2_550n }, '25.5', null],
    [
      'above the balance',
      { ...USD, balanceMinor: 2_550n },
      '25.51',
      { key: 'validation.amount.notEnoughOnBalance' },
    ],
    [
      'the balance wins over the maximum',
      { ...USD, balanceMinor: 100n, maxMinor: 200n },
      '3',
      { key: 'validation.amount.notEnoughOnBalance' },
    ],
    [
      'the maximum applies under the balance',
      { ...USD, balanceMinor: 1_000n, maxMinor: 200n },
      '3',
      { key: 'validation.amount.max', params: { amount: '2', currency: 'USD' } },
    ],
    [
      'a custom maximum message',
      { ...USD, maxMinor: 200n, maxMessage: 'errors.NOT_ENOUGH_FUNDS' },
      '3',
      { key: 'errors.NOT_ENOUGH_FUNDS', params: { amount: '2', currency: 'USD' } },
    ],
    [
      'crypto scale',
      { currency: 'BTC', scale: 8, minMinor: 10_000n },
      '0.00009999',
      { key: 'validation.amount.min', params: { amount: '0.0001', currency: 'BTC' } },
    ],
    ['crypto precision passes at 8 digits', { currency: 'BTC', scale: 8 }, '0.00000001', null],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(firstMessage(createAmountSchema(options).safeParse(value))).toEqual(expected);
  });
});
