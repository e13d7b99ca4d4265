import { DomainError, isLuhnValid } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { isCardIssuerSandboxed, offCardIssuer } from './card-issuer';
import { sandboxCardNumber } from './sandbox-card-issuer';

describe('the card issuer in live mode', () => {
  it('is the sandbox only in sandbox mode', () => {
    expect(isCardIssuerSandboxed({ providersMode: 'sandbox' })).toBe(true);
    expect(isCardIssuerSandboxed({ providersMode: 'live' })).toBe(false);
  });

  it('refuses every card action with SERVICE_UNAVAILABLE and says why', async () => {
    const trx = {} as never;
    for (const attempt of [
      () => offCardIssuer.issue(trx, { reference: 'r', currency: 'EUR', cardholderName: 'ANNA' }),
      () => offCardIssuer.activate(trx, 'c'),
      () => offCardIssuer.setState(trx, 'c', 'locked'),
      () => offCardIssuer.createWalletCode(trx, 'c', 'apple_pay'),
    ]) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { message_key: 'cards.refusal.issuerOff' },
      });
    }
  });
});

describe('the sandbox issuer’s numbers', () => {
  it('are sixteen Luhn-valid digits in the sandbox range', () => {
    for (let index = 0; index < 200; index += 1) {
      const number = sandboxCardNumber();
      expect(number).toMatch(/^40000099\d{8}$/);
      expect(isLuhnValid(number)).toBe(true);
    }
  });
});
