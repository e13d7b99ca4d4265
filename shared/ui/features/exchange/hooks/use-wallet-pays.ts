import { useEffect, useState } from 'react';

export type WalletPay = 'apple_pay' | 'google_pay' | 'samsung_pay';

/** The payment method identifiers each wallet answers to in the Payment Request API. */
const METHODS: Record<WalletPay, string> = {
  apple_pay: 'https://apple.com/apple-pay',
  google_pay: 'https://google.com/pay',
  samsung_pay: 'https://spay.samsung.com',
};

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
    if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function' || key === '') {
      setUsable([]);
      return;
    }
    let isCurrent = true;
    const wallets = key.split(',') as WalletPay[];
    void Promise.all(wallets.map((wallet) => canUse(METHODS[wallet]))).then((answers) => {
      if (isCurrent) setUsable(wallets.filter((_, index) => answers[index]));
    });
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return usable;
}
