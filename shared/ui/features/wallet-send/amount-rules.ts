import type { MessageKey } from '@ferry/locales';
import type { TransferEstimate, WalletToken } from '../../wallet-ui/chain/wallet-chain';

export interface AmountCheck {
  /** The amount typed, in the token's units; null when it could not be read. */
  amount: bigint | null;
  token: WalletToken;
  /** The wallet's TON balance, which pays every fee. */
  tonBalance: bigint;
  /** The emulated fee for this transfer, once known. */
  estimate: TransferEstimate | null;
}

/**
 * The most that can be sent: all of a jetton (its fee is paid in TON), or the TON balance less the
 * network fee, since the default send mode pays the fee on top of the amount (001 §9).
 */
export function maxSendable(token: WalletToken, tonBalance: bigint, fee: bigint | null): bigint {
  if (token.master !== null) return token.balance;
  const max = tonBalance - (fee ?? 0n);
  return max > 0n ? max : 0n;
}

/**
 * What is wrong with the amount, as the message to show under the field, or null when it can be
 * sent: unreadable or zero, more than the balance, or not enough TON left for the network fee
 * (001 §8 "not enough {currency} for network fee").
 */
export function checkAmount({ amount, token, tonBalance, estimate }: AmountCheck): MessageKey | null {
  if (amount === null) return 'wallet.send.amount.invalid';
  if (amount <= 0n) return 'wallet.send.amount.positive';
  if (amount > token.balance) return 'wallet.send.amount.notEnough';
  if (!estimate) return null;
  const tonOut = token.master === null ? amount + estimate.fee : estimate.tonAttached + estimate.fee;
  if (tonOut > tonBalance) return 'wallet.send.amount.notEnoughFee';
  return null;
}
