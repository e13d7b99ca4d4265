import { useEffect, useState } from 'react';
import { host } from '../../../lib/host';

export type WalletPay = 'apple_pay' | 'google_pay' | 'samsung_pay';

/** The payment method identifiers each wallet answers to in the Payment Request API. */
const METHODS: Record<WalletPay, string> = {
  apple_pay: 'https://apple.com/apple-pay',
  google_pay: 'https://google.com/pay',
  samsung_pay: 'https://spay.samsung.com',
};

interface ApplePaySessionLike {
  canMakePayments(): boolean;
}

/**
 * Which wallets are worth asking about here: Apple Pay where Safari's own API exists (no network
 * needed), Google Pay on Android, Samsung Pay in Samsung Internet. Asking the Payment Request API
 * about a wallet it cannot have makes the browser fetch that wallet's manifest for nothing; a
 * browser under automation has no wallet at all.
 */
function plausibleWallets(wallets: readonly WalletPay[]): WalletPay[] {
  if (navigator.webdriver) return [];
  const agent = navigator.userAgent;
  return wallets.filter((wallet) => {
    if (wallet === 'apple_pay') return host.hasGlobal('ApplePaySession');
    if (wallet === 'google_pay') return /Android/.test(agent);
    return /SamsungBrowser/.test(agent);
  });
}

async function canUseWallet(wallet: WalletPay): Promise<boolean> {
  if (wallet === 'apple_pay') {
    const session = host.global<ApplePaySessionLike>('ApplePaySession');
    return session?.canMakePayments() ?? false;
  }
  return canUse(METHODS[wallet]);
}

async function canUse(method: string): Promise<boolean> {
  try {
    const request = new PaymentRequest([{ supportedMethods: method }], {
      total: { label: 'Ferry', amount: { currency: 'EUR', value: '1.00' } },
    });
    return await request.canMakePayment();
  } catch {
    return false;
  }
}

/**
 * The wallet pays this browser can really use among those the card payway offers: asked of the
 * Payment Request API, so a browser without it (or without the wallet set up) shows none.
 */
export function useWalletPays(offered: readonly WalletPay[]): WalletPay[] {
  const [usable, setUsable] = useState<WalletPay[]>([]);
  const key = offered.join(',');
  useEffect(() => {
    if (typeof host.global('PaymentRequest') !== 'function' || key === '') {
      setUsable([]);
      return;
    }
    let isCurrent = true;
    const wallets = plausibleWallets(key.split(',') as WalletPay[]);
    void Promise.all(wallets.map(canUseWallet)).then((answers) => {
      if (isCurrent) setUsable(wallets.filter((_, index) => answers[index]));
    });
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return usable;
}
