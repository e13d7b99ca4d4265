import { describe, expect, it } from 'vitest';
import { defaultSpendingCurrency } from './spending-currency';

const values: Record<string, string> = { BTC: '120.5', EUR: '40', USDT: '900.1' };
const worthOf = (currency: string) => values[currency];

describe('the currency spending opens on', () => {
  it('is the display currency when a balance is held in it', () => {
    expect(defaultSpendingCurrency(['BTC', 'EUR', 'USDT'], 'EUR', worthOf)).toBe('EUR');
  });

  it('else the held currency worth most in the display currency, not the first by name', () => {
    expect(defaultSpendingCurrency(['BTC', 'EUR', 'USDT'], 'USD', worthOf)).toBe('USDT');
  });

  it('else the first held, while values are unknown', () => {
    expect(defaultSpendingCurrency(['BTC', 'EUR'], 'USD', () => undefined)).toBe('BTC');
    expect(defaultSpendingCurrency([], 'USD', worthOf)).toBe('');
  });

  it.each([
    {
      name: 'a currency spent in beats a bigger holding with nothing spent',
      held: ['USDT'],
      spent: ['EUR'],
      display: 'USD',
      expected: 'EUR',
    },
    {
      name: 'the display currency when spent in',
      held: ['BTC', 'EUR', 'USDT'],
      spent: ['USDT', 'EUR'],
      display: 'EUR',
      expected: 'EUR',
    },
    {
      name: 'among those spent in, the one worth most',
      held: ['BTC', 'EUR', 'USDT'],
      spent: ['EUR', 'USDT'],
      display: 'USD',
      expected: 'USDT',
    },
    {
      name: 'a held display currency with nothing spent loses to one spent in',
      held: ['EUR', 'USDT'],
      spent: ['USDT'],
      display: 'EUR',
      expected: 'USDT',
    },
    {
      name: 'nothing spent anywhere: the rule for held ones',
      held: ['BTC', 'EUR', 'USDT'],
      spent: [],
      display: 'USD',
      expected: 'USDT',
    },
  ])('$name', ({ held, spent, display, expected }) => {
    expect(defaultSpendingCurrency(held, display, worthOf, spent)).toBe(expected);
  });
});
