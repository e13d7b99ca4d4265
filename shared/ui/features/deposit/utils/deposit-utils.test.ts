import { ApiError } from '@ferry/shared/api';
import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumber } from './card-input';
import { checkDepositAmount, minorToDecimal } from './deposit-amount';
import { placeDepositError, stepOfFields } from './deposit-errors';

const CARD_EUR = {
  payway: 'card',
  currency: 'EUR',
  network: null,
  direction: 'deposit' as const,
  fee: { type: 'COOPERATE' as const, add: '0.30', mult: '0.015' },
  limits: { min: '10', max: '5000', mult: '0.01', currency: 'EUR' },
  network_fee: '0',
  confirmations: 0,
  is_available: true,
};

describe('deposit amount', () => {
  it('reads the locale’s separators and prices the fee', () => {
    expect(checkDepositAmount('1 234,5', CARD_EUR, 'uk')).toMatchObject({
      isValid: true,
      amount: '1234.5',
      feeMinor: 1882n,
    });
    expect(checkDepositAmount('100', CARD_EUR, 'en')).toMatchObject({ isValid: true, creditedMinor: 9820n });
  });

  it('names the first broken rule with the spec message', () => {
    expect(checkDepositAmount('', CARD_EUR, 'en')).toEqual({
      isValid: false,
      message: { key: 'validation.required' },
    });
    expect(checkDepositAmount('abc', CARD_EUR, 'en')).toEqual({
      isValid: false,
      message: { key: 'validation.amount.invalid' },
    });
    expect(checkDepositAmount('9.99', CARD_EUR, 'en')).toEqual({
      isValid: false,
      message: { key: 'money.limits.belowMinimum', params: { amount: '10.00', currency: 'EUR' } },
    });
  });

  it('writes minor units back as the wire’s decimal', () => {
    expect(minorToDecimal(15050n, 2)).toBe('150.5');
    expect(minorToDecimal(5n, 2)).toBe('0.05');
    expect(minorToDecimal(100n, 2)).toBe('1');
  });
});

describe('card input', () => {
  it('groups the number by four and writes the expiry as MM / YY', () => {
    expect(formatCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
    expect(formatCardExpiry('1234')).toBe('12 / 34');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('12 / 3')).toBe('12 / 3');
  });
});

describe('server refusals', () => {
  it('puts card issues on the insert-card step and limits on the form', () => {
    const cardIssue = new ApiError({
      kind: 'response',
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'bad',
      details: { issues: [{ path: 'card.number', key: 'validation.card.number' }] },
    });
    const placed = placeDepositError(cardIssue);
    expect(placed.fields).toEqual({ number: { key: 'validation.card.number' } });
    expect(stepOfFields(placed.fields)).toBe('insert-card');
    const limit = new ApiError({
      kind: 'response',
      status: 400,
      code: 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
      message: 'low',
      details: { field: 'amount', message: { key: 'money.limits.belowMinimum', params: { amount: '5.00' } } },
    });
    expect(stepOfFields(placeDepositError(limit).fields)).toBe('form');
  });
});
