import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import {
  CORE_RESPONSE_ERROR_KEY,
  type ErrorContext,
  errorMessageKey,
  INTERNAL_ERROR_KEY,
} from './error-message-key';

const english = flattenCatalogue(en);
const GENERIC_CODES = ['UNABLE_DEPOSIT', 'ADDRESS_NOT_FOUND'];
const CONTEXTS: ReadonlyArray<ErrorContext | undefined> = [undefined, 'payin', 'payout', 'convert'];

describe('errorMessageKey: known codes', () => {
  const ownCodes = ERROR_CODES.filter((code) => !GENERIC_CODES.includes(code));

  it.each(ownCodes)('%s reads its own message in every context', (code) => {
    for (const context of CONTEXTS) expect(errorMessageKey(code, context)).toBe(`errors.${code}`);
    expect(english[`errors.${code}`]).toBeTruthy();
  });

  it.each(GENERIC_CODES.flatMap((code) => CONTEXTS.map((context) => [code, context] as const)))(
    '%s in context %s reads the generic core response error',
    (code, context) => {
      expect(errorMessageKey(code, context)).toBe(CORE_RESPONSE_ERROR_KEY);
    },
  );

  it.each(ERROR_CODES)('the catalogue still holds errors.%s for clients that look it up directly', (code) => {
    expect(english[`errors.${code}`]).toBeTruthy();
  });
});

describe('errorMessageKey: unknown codes', () => {
  const UNKNOWN = ['SOMETHING_NEW', 'not_enough_funds', '', 'toString', '__proto__', 'errors.INTERNAL_ERROR'];

  it.each(UNKNOWN)('%j without a context is "Something went wrong"', (code) => {
    expect(errorMessageKey(code)).toBe(INTERNAL_ERROR_KEY);
  });

  it.each(
    UNKNOWN.flatMap((code) =>
      (['payin', 'payout', 'convert'] as const).map((context) => [code, context] as const),
    ),
  )('%j in %s is the generic core response error', (code, context) => {
    expect(errorMessageKey(code, context)).toBe(CORE_RESPONSE_ERROR_KEY);
  });

  it('the two fallbacks say different things', () => {
    expect(english[INTERNAL_ERROR_KEY]).toBe('Something went wrong');
    expect(english[CORE_RESPONSE_ERROR_KEY]).toBeTruthy();
    expect(english[CORE_RESPONSE_ERROR_KEY]).not.toBe(english[INTERNAL_ERROR_KEY]);
  });
});

// The meaning each code's English text must carry (000 §8 table and the codes 001 §8 qualifies).
describe.each([
  ['NOT_ENOUGH_FUNDS', /not enough funds/i],
  ['USER_INACTIVE', /account is blocked/i],
  ['PROFILE_INACTIVE', /account is blocked/i],
  ['USER_BLOCKED', /account is blocked/i],
  ['CARD_INACTIVE', /card is inactive/i],
  ['ORDER_CARD_DECLINED', /declined/i],
  ['UNAVAILABLE_PWCU', /currency is unavailable.*payment method/i],
  ['INSUFFICIENT_BALANCE', /^insufficient balance$/i],
  ['PAYOUT_DAILY_LIMIT_VIOLATION', /reached your daily limit/i],
  ['PAYOUT_MONTHLY_LIMIT_VIOLATION', /reached your monthly limit/i],
  ['CONVERT_DIRECTION_UNAVAILABLE', /direction is unavailable/i],
  ['AUTH_2FA_ATTEMPTS_EXCEEDED', /too many attempts\. contact support/i],
  ['TOO_MANY_REQUESTS', /^too many requests, please try again in a few seconds$/i],
  ['INTERNAL_ERROR', /^something went wrong$/i],
] as const)('errors.%s', (code, meaning) => {
  it(`says ${meaning}`, () => {
    expect(english[`errors.${code}`]).toMatch(meaning);
  });
});
