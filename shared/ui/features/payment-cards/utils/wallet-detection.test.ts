import { describe, expect, it } from 'vitest';
import { detectWallets, type WalletDetectionHost } from './wallet-detection';

function paymentRequest(answers: Record<string, boolean | Error>): WalletDetectionHost['PaymentRequest'] {
  return class {
    constructor(private readonly methods: { supportedMethods: string }[]) {}
    async canMakePayment() {
      const answer = answers[this.methods[0]?.supportedMethods ?? ''];
      if (answer instanceof Error) throw answer;
      return answer === true;
    }
  };
}

describe('detectWallets (feature detection, never the user agent)', () => {
  it('finds none in a browser without the APIs', async () => {
    expect(await detectWallets({})).toEqual([]);
  });

  it('finds Apple Pay only when ApplePaySession says it can make payments', async () => {
    expect(await detectWallets({ ApplePaySession: { canMakePayments: () => true } })).toEqual(['apple_pay']);
    expect(await detectWallets({ ApplePaySession: { canMakePayments: () => false } })).toEqual([]);
  });

  it('finds Google Pay and Samsung Pay by their payment method URLs', async () => {
    const host = {
      PaymentRequest: paymentRequest({ 'https://google.com/pay': true, 'https://spay.samsung.com': true }),
    };
    expect(await detectWallets(host)).toEqual(['google_pay', 'samsung_pay']);
  });

  it('a method the browser refuses to ask about counts as unavailable', async () => {
    const host = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new Error('InvalidAccessError: insecure document');
        },
      },
      PaymentRequest: paymentRequest({ 'https://google.com/pay': new Error('NotAllowedError') }),
    };
    expect(await detectWallets(host)).toEqual([]);
  });
});
