import { describe, expect, it } from 'vitest';
import { parseWidgetParams } from './parse-widget-params';
import { trustWidgetParams } from './trusted-widget-params';

const FULL =
  '?email=ann%40shop.test&phone=%2B48500100200&firstName=Ann&lastName=Lee&dateOfBirth=1990-01-02' +
  '&residenceCountry=pl&externalCustomerId=c-1&address=UQabc&returnUrl=https%3A%2F%2Fshop.test%2Fok' +
  '&returnFailUrl=https%3A%2F%2Fshop.test%2Ffail&callbackUrl=https%3A%2F%2Fshop.test%2Fhook' +
  '&transactionId=t1&externalTransactionId=e1&isAmountLocked=true&isEmailLocked=true' +
  '&isPhoneLocked=true&isEmailVerified=true&isPhoneVerified=true&fromAmount=120&fromCurrency=EUR' +
  '&toCurrency=USDT,TON&themeColor=dark&BrandColor=%23ff0066&isHideSwapButton=true&isBrandDisplayed=false' +
  '&language=pl';

const parsed = () => parseWidgetParams(FULL, '/frame/exchange');

describe('trustWidgetParams', () => {
  it.each(['signed', 'session'] as const)('keeps everything of a %s URL', (trust) => {
    expect(trustWidgetParams(parsed(), trust)).toEqual({ params: parsed(), ignored: [] });
  });

  it('drops personal data, locks and destinations of an unsigned URL, naming each', () => {
    const { params, ignored } = trustWidgetParams(parsed(), 'unsigned');
    expect(Object.values(params.customer).every((value) => value === null)).toBe(true);
    expect(params.integration).toMatchObject({
      returnUrl: null,
      returnFailUrl: null,
      callbackUrl: null,
      transactionId: null,
      externalTransactionId: null,
    });
    expect(params.flags).toMatchObject({
      isAmountLocked: false,
      isEmailLocked: false,
      isPhoneLocked: false,
      isEmailVerified: false,
      isPhoneVerified: false,
    });
    expect(ignored.sort()).toEqual(
      [
        'email',
        'phone',
        'firstName',
        'lastName',
        'dateOfBirth',
        'residenceCountry',
        'externalCustomerId',
        'address',
        'returnUrl',
        'returnFailUrl',
        'callbackUrl',
        'transactionId',
        'externalTransactionId',
        'isAmountLocked',
        'isEmailLocked',
        'isPhoneLocked',
        'isEmailVerified',
        'isPhoneVerified',
      ].sort(),
    );
  });

  it('keeps the harmless suggestions of an unsigned URL', () => {
    const { params } = trustWidgetParams(parsed(), 'unsigned');
    expect(params.order).toMatchObject({
      fromAmount: '120',
      fromCurrency: ['EUR'],
      toCurrency: ['USDT', 'TON'],
    });
    expect(params.look).toMatchObject({ theme: 'dark', language: 'pl', colors: { brand: '#ff0066' } });
    expect(params.flags).toMatchObject({ isHideSwapButton: true, isBrandDisplayed: false });
  });
});
