import type { MessageKey } from '@ferry/locales';
import type { TransferEstimate, WalletToken } from '../../wallet-ui/chain/wallet-chain';

/** Who pays the network fee: the wallet in TON, or the token itself through Ferry's relay (gasless). */
export type FeePayer = 'ton' | 'token';

export interface AmountCheck {
  /** The amount typed, in the token's units; null when it could not be read. */
  amount: bigint | null;
  token: WalletToken;
  /** The wallet's TON balance, which pays the fee unless the relay does. */
  tonBalance: bigint;
  /** The emulated fee for this transfer, once known. */
  estimate: TransferEstimate | null;
  /**
   * The fee payer the person chose; without one (before the confirm screen) the amount is fine
   * when either way of paying works.
   */
  feePayer?: FeePayer;
}

/** TON leaves for the fee (and the amount, or the jetton's forward amount) and the balance holds it. */
export function canPayFeeInTon(
  token: WalletToken,
  amount: bigint,
  tonBalance: bigint,
  estimate: TransferEstimate,
): boolean {
  const tonOut = token.master === null ? amount + estimate.fee : estimate.tonAttached + estimate.fee;
  return tonOut <= tonBalance;
}

/** The relay offers to take its fee in the token, and the token covers the amount with it. */
export function canPayFeeInToken(token: WalletToken, amount: bigint, estimate: TransferEstimate): boolean {
  if (!estimate.gasless) return false;
  return amount + estimate.gasless.commission <= token.balance;
}

/**
 * The most that can be sent: the TON balance less the network fee, since the default send mode
 * pays the fee on top of the amount (001 §9); all of a jetton when TON pays its fee; and the
 * jetton less the relay's commission when only the relay can pay it.
 */
export function maxSendable(
  token: WalletToken,
  tonBalance: bigint,
  estimate: TransferEstimate | null,
): bigint {
  if (token.master === null) {
    const max = tonBalance - (estimate?.fee ?? 0n);
    return max > 0n ? max : 0n;
  }
  if (!estimate?.gasless || canPayFeeInTon(token, token.balance, tonBalance, estimate)) return token.balance;
  const max = token.balance - estimate.gasless.commission;
  return max > 0n ? max : 0n;
}

/**
 * What is wrong with the amount, as the message to show under the field, or null when it can be
 * sent: unreadable or zero, more than the balance, not enough TON left for the network fee
 * (001 §8 "not enough {currency} for network fee"), or, when the token pays the fee, not enough of
 * it for the amount and the relay's commission. Messages take `currency` (TON) and `symbol` (the token).
 */
export function checkAmount({
  amount,
  token,
  tonBalance,
  estimate,
  feePayer,
}: AmountCheck): MessageKey | null {
  if (amount === null) return 'wallet.send.amount.invalid';
  if (amount <= 0n) return 'wallet.send.amount.positive';
  if (amount > token.balance) return 'wallet.send.amount.notEnough';
  if (!estimate) return null;
  const isTonEnough = canPayFeeInTon(token, amount, tonBalance, estimate);
  const isTokenEnough = canPayFeeInToken(token, amount, estimate);
  if (feePayer === 'ton' || !estimate.gasless) return isTonEnough ? null : 'wallet.send.amount.notEnoughFee';
  if (feePayer === 'token') return isTokenEnough ? null : 'wallet.send.amount.notEnoughWithRelayFee';
  if (isTonEnough || isTokenEnough) return null;
  return 'wallet.send.amount.notEnoughWithRelayFee';
}

/**
 * Who pays when the person has not chosen, or chose a way that no longer works: the token when the
 * relay offers it and TON can't pay, otherwise TON.
 */
export function pickFeePayer({
  estimate,
  canPayInTon,
  canPayInToken,
  choice,
}: {
  estimate: TransferEstimate | null;
  canPayInTon: boolean;
  canPayInToken: boolean;
  choice: FeePayer | null;
}): FeePayer {
  if (!estimate?.gasless) return 'ton';
  if (choice === 'ton' && canPayInTon) return 'ton';
  if (choice === 'token' && canPayInToken) return 'token';
  return canPayInTon ? 'ton' : 'token';
}
