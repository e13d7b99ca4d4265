import { requiredFromMinor } from '@ferry/shared/domain';

/** USDT's jetton master on TON mainnet: the link's jetton when no local chain has its own. */
export const USDT_ON_TON_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

/** The amount to send is rounded up to this many decimals, so a person can type it. */
const SEND_DECIMALS = 4;

/**
 * The coins to send for an order: the least amount whose value at `rate` (order currency per
 * coin, the house's bid) is at least the order's amount, rounded up to `SEND_DECIMALS`. Rounding
 * is against the payer, so the merchant never receives less than the order asks.
 */
export function coinAmountMinor(input: {
  orderMinor: bigint;
  orderScale: number;
  coinScale: number;
  rate: string;
}): bigint {
  const exact = requiredFromMinor(input.orderMinor, {
    fromScale: input.coinScale,
    toScale: input.orderScale,
    rate: input.rate,
  });
  const step = 10n ** BigInt(Math.max(0, input.coinScale - SEND_DECIMALS));
  return ((exact + step - 1n) / step) * step;
}

/**
 * A TON wallet link for the transfer (the `ton://transfer` scheme Tonkeeper and other wallets
 * open): nanotons for TON; for a jetton, its master and the amount in jetton units.
 */
export function tonTransferLink(input: {
  address: string;
  amountMinor: bigint;
  memo: string | null;
  jettonMaster?: string | undefined;
}): string {
  const params = new URLSearchParams();
  if (input.jettonMaster) params.set('jetton', input.jettonMaster);
  params.set('amount', input.amountMinor.toString());
  if (input.memo) params.set('text', input.memo);
  return `ton://transfer/${input.address}?${params.toString()}`;
}
