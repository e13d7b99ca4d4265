import { describe, expect, it } from 'vitest';
import { decimalToMinor } from '../money/decimal';
import {
  CARD_CURRENCIES,
  CARD_CURRENCY_SCALE,
  CARD_FEE_TABLE,
  cardCashbackMinor,
  checkActivationTopUp,
  isCardCurrency,
} from './card-fees';

describe('the card fee table', () => {
  it.each(CARD_CURRENCIES)(
    '%s: every value is a plain decimal in cents, the top-up covers the fee',
    (currency) => {
      const fees = CARD_FEE_TABLE[currency];
      for (const text of [fees.issuanceFee, fees.activationFee, fees.minimumTopUp]) {
        expect(typeof text).toBe('string');
        expect(decimalToMinor(text, CARD_CURRENCY_SCALE)).not.toBeNull();
      }
      const fee = decimalToMinor(fees.activationFee, CARD_CURRENCY_SCALE) ?? 0n;
      const minimum = decimalToMinor(fees.minimumTopUp, CARD_CURRENCY_SCALE) ?? 0n;
      expect(minimum).toBeGreaterThan(fee);
      expect(decimalToMinor(fees.cashbackRate, 4)).not.toBeNull();
    },
  );

  it('offers EUR and USD only', () => {
    expect(isCardCurrency('EUR')).toBe(true);
    expect(isCardCurrency('USD')).toBe(true);
    expect(isCardCurrency('GBP')).toBe(false);
    expect(isCardCurrency('eur')).toBe(false);
  });
});

describe('checkActivationTopUp', () => {
  it.each([
    ['EUR', '20', 700n, 1300n],
    ['EUR', '250.55', 700n, 24355n],
    ['USD', '20.00', 900n, 1100n],
    ['USD', '100', 900n, 9100n],
  ] as const)('%s %s → fee %s, credited %s cents', (currency, amount, fee, credited) => {
    expect(checkActivationTopUp(currency, amount)).toEqual({
      isAllowed: true,
      activationFeeMinor: fee,
      creditedMinor: credited,
    });
  });

  it.each([
    ['EUR', '19.99'],
    ['USD', '0'],
    ['EUR', '-50'],
    ['EUR', '20.001'],
    ['USD', 'twenty'],
  ] as const)('%s %s is refused with the minimum', (currency, amount) => {
    expect(checkActivationTopUp(currency, amount)).toEqual({
      isAllowed: false,
      code: 'VALIDATION_ERROR',
      key: 'cards.refusal.topUpBelowMinimum',
      params: { amount: '20', currency },
    });
  });
});

describe('cardCashbackMinor', () => {
  it.each([
    [1240n, 6n], // 12.40 → 0.062, cut to 0.06
    [10000n, 50n],
    [199n, 0n],
    [200n, 1n],
    [0n, 0n],
    [-500n, 0n],
  ])('spend %s cents → %s cents back', (spend, back) => {
    expect(cardCashbackMinor('EUR', spend)).toBe(back);
    expect(cardCashbackMinor('USD', spend)).toBe(back);
  });
});
