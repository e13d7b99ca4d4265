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
});
