import type { WalletPayKind } from '../api/payment-cards-queries';

/**
 * Which wallets this device can add a card to, found by asking the browser what it supports
 * (never the user agent): Apple Pay answers through `ApplePaySession.canMakePayments()`, Google
 * Pay and Samsung Pay through a Payment Request for their payment methods and `canMakePayment()`.
 * A browser without the Payment Request API, or one that refuses to answer, offers none.
 */

interface ApplePaySessionLike {
  canMakePayments(): boolean;
}

interface PaymentRequestLike {
  canMakePayment(): Promise<boolean>;
}

type PaymentRequestConstructor = new (
  methods: { supportedMethods: string; data?: unknown }[],
  details: { total: { label: string; amount: { currency: string; value: string } } },
) => PaymentRequestLike;

export interface WalletDetectionHost {
  ApplePaySession?: ApplePaySessionLike;
  PaymentRequest?: PaymentRequestConstructor;
}

/** The Payment Request method identifiers of the wallets (their published payment method URLs). */
const PAYMENT_METHODS: Readonly<
  Record<Exclude<WalletPayKind, 'apple_pay'>, { supportedMethods: string; data?: unknown }>
> = {
  google_pay: {
    supportedMethods: 'https://google.com/pay',
    data: {
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['PAN_ONLY'], allowedCardNetworks: ['MASTERCARD', 'VISA'] },
        },
      ],
    },
  },
  samsung_pay: { supportedMethods: 'https://spay.samsung.com' },
};

/** A zero-amount probe: nothing is shown, `canMakePayment` only asks. */
const PROBE = { total: { label: 'Ferry', amount: { currency: 'EUR', value: '0.00' } } };

function canApplePay(host: WalletDetectionHost): boolean {
  try {
    return host.ApplePaySession?.canMakePayments() === true;
  } catch {
    return false;
  }
}

async function canPaymentRequest(host: WalletDetectionHost, wallet: Exclude<WalletPayKind, 'apple_pay'>) {
  const Request = host.PaymentRequest;
  if (!Request) return false;
  try {
    return (await new Request([PAYMENT_METHODS[wallet]], PROBE).canMakePayment()) === true;
  } catch {
    return false;
  }
}

export async function detectWallets(
  host: WalletDetectionHost = globalThis as unknown as WalletDetectionHost,
): Promise<WalletPayKind[]> {
  const [google, samsung] = await Promise.all([
    canPaymentRequest(host, 'google_pay'),
    canPaymentRequest(host, 'samsung_pay'),
  ]);
  const found: WalletPayKind[] = [];
  if (canApplePay(host)) found.push('apple_pay');
  if (google) found.push('google_pay');
  if (samsung) found.push('samsung_pay');
  return found;
}
