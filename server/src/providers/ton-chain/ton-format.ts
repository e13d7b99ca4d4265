import type { Address } from '@ton/core';
import type { TonAccountRef } from './ton-chain';

/** Nanotons as a decimal TON string without trailing zeros ("1.5", "0.000001"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function accountRef(address: Address | string, isWallet: boolean): TonAccountRef {
  return {
    address: typeof address === 'string' ? address : address.toRawString(),
    is_scam: false,
    is_wallet: isWallet,
  };
}
