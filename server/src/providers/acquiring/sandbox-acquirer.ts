import { createHash } from 'node:crypto';
import type { Acquirer, CardPaymentOutcome } from './acquiring';

/**
 * The sandbox acquirer's documented test cards (any future expiry, any CVV):
 * - 4242 4242 4242 4242, 5555 5555 5555 4444 and every other valid card: the payment succeeds;
 * - a number ending 0002 (4000 0000 0000 0002): declined ("card_declined");
 * - a number ending 9995 (4000 0000 0000 9995): declined ("insufficient_funds");
 * - a number ending 3220 (4000 0000 0000 3220): asks for 3-D Secure; the code 1234 passes, any
 *   other code declines ("3ds_failed"). A wallet payment (Apple/Google/Samsung Pay) skips the step.
 * The outcome depends only on the card's last four digits and the code, so it is the same on
 * every run and every instance.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDs: '4000000000003220',
} as const;
export const SANDBOX_3DS_CODE = '1234';

const DECLINES: Readonly<Record<string, string>> = { '0002': 'card_declined', '9995': 'insufficient_funds' };
const THREE_DS_LAST4 = '3220';

export function createSandboxAcquirer(): Acquirer {
  // The token says which test card it stands for, as a real acquirer's token maps to its vault.
  const lastFourOf = (providerRef: string) => providerRef.split('_').at(-1) ?? '';
  return {
    name: 'sandbox-acquiring',
    async tokenize(card) {
      const digest = createHash('sha256').update(`${card.number}|${card.expiryMonth}/${card.expiryYear}`);
      return { token: `sbxtok_${digest.digest('hex').slice(0, 24)}_${card.number.slice(-4)}` };
    },
    async start(payment): Promise<CardPaymentOutcome> {
      const providerRef = `sbxpay_${payment.paymentId.replaceAll('-', '')}_${payment.card.last4}`;
      const decline = DECLINES[payment.card.last4];
      if (decline) return { status: 'declined', providerRef, reason: decline };
      if (payment.card.last4 === THREE_DS_LAST4 && payment.walletPay === null)
        return { status: 'requires_3ds', providerRef, codeLength: SANDBOX_3DS_CODE.length };
      return { status: 'succeeded', providerRef };
    },
    async complete3ds(providerRef, code): Promise<CardPaymentOutcome> {
      if (lastFourOf(providerRef) !== THREE_DS_LAST4)
        return { status: 'declined', providerRef, reason: 'no_3ds_pending' };
      return code === SANDBOX_3DS_CODE
        ? { status: 'succeeded', providerRef }
        : { status: 'declined', providerRef, reason: '3ds_failed' };
    },
  };
}
