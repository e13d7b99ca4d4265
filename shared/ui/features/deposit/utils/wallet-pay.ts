import type { WALLET_PAY_OPTIONS } from '@ferry/shared/contracts';
import { useEffect, useState } from 'react';

export type WalletPay = (typeof WALLET_PAY_OPTIONS)[number];

/** The Payment Request method of the wallets asked through it. */
const METHODS: Readonly<Record<Exclude<WalletPay, 'apple_pay'>, string>> = {
  google_pay: 'https://google.com/pay',
  samsung_pay: 'https://spay.samsung.com/napi/',
};

interface WalletScope {
  PaymentRequest?: typeof PaymentRequest;
  ApplePaySession?: { canMakePayments(): boolean };
  navigator?: { userAgent?: string };
}

async function canUse(wallet: WalletPay): Promise<boolean> {
  const scope = globalThis as WalletScope;
  // Apple Pay answers through Safari's own object, without a network round trip.
  if (wallet === 'apple_pay') return scope.ApplePaySession?.canMakePayments() ?? false;
  // Google and Samsung Pay live on Android phones; asking elsewhere makes the browser fetch the
  // wallet's payment manifest, which fails loudly and could never be used there anyway.
  const isAndroid = /Android/i.test(scope.navigator?.userAgent ?? '');
  if (!isAndroid || typeof scope.PaymentRequest !== 'function') return false;
  try {
    const request = new scope.PaymentRequest([{ supportedMethods: METHODS[wallet] }], {
      total: { label: 'Ferry', amount: { currency: 'EUR', value: '1.00' } },
    });
    return await request.canMakePayment();
  } catch {
    return false;
  }
}

/**
 * The wallets of `offered` this browser can pay with (Payment Request `canMakePayment`); none
 * where the API is missing or says no, so the buttons never show where they cannot work.
 */
export function useAvailableWalletPays(offered: readonly WalletPay[]): WalletPay[] {
  const [available, setAvailable] = useState<WalletPay[]>([]);
  const key = offered.join(',');
  useEffect(() => {
    let isCurrent = true;
    const wallets = key ? (key.split(',') as WalletPay[]) : [];
    void Promise.all(wallets.map(async (wallet) => ((await canUse(wallet)) ? wallet : null))).then(
      (found) => {
        if (isCurrent) setAvailable(found.filter((wallet): wallet is WalletPay => wallet !== null));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return available;
}
