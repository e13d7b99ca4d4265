import type { Message } from '@ferry/locales';
import {
  calculateFeeMinor,
  checkLimits,
  decimalToMinor,
  type Fee,
  type Limits,
  parseLocaleAmount,
} from '@ferry/shared/domain';

/** What the form knows of the payway-currency row and the balance, in minor units at `scale`. */
export interface WithdrawTerms {
  scale: number;
  currency: string;
  fee: Fee;
  limits: Limits;
  /** The part of the fee the chain takes ("0" off-chain); already inside `fee`. */
  networkFee: string;
  availableMinor: bigint;
}

export interface WithdrawCosts {
  amountMinor: bigint;
  feeMinor: bigint;
  networkFeeMinor: bigint;
  totalMinor: bigint;
}

/** The fee charged on top of `amountMinor` and its network part, as the server counts them. */
export function costsOf(terms: WithdrawTerms, amountMinor: bigint): WithdrawCosts {
  const feeMinor = calculateFeeMinor(terms.fee, amountMinor, terms.scale);
  const networkFull = decimalToMinor(terms.networkFee, terms.scale) ?? 0n;
  const networkFeeMinor = networkFull < feeMinor ? networkFull : feeMinor;
  return { amountMinor, feeMinor, networkFeeMinor, totalMinor: amountMinor + feeMinor };
}

/**
 * The first rule a typed amount breaks (spec 000 §5), before any request: a readable amount, the
 * payway's minimum and maximum, then the balance — the amount alone, the amount with the fee, or
 * only the network fee missing.
 */
export function checkWithdrawAmount(text: string, terms: WithdrawTerms, locale: string): Message | null {
  if (text.trim() === '') return { key: 'validation.required' };
  const amountMinor = parseLocaleAmount(text, locale, terms.scale);
  if (amountMinor === null || amountMinor <= 0n) return { key: 'validation.amount.invalid' };
  const limit = checkLimits(amountMinor, terms.limits, { scale: terms.scale, locale });
  if (limit) return limit;
  if (amountMinor > terms.availableMinor) return { key: 'validation.amount.notEnoughOnBalance' };
  const costs = costsOf(terms, amountMinor);
  if (costs.totalMinor <= terms.availableMinor) return null;
  if (costs.networkFeeMinor > 0n && costs.totalMinor - costs.networkFeeMinor <= terms.availableMinor)
    return { key: 'errors.messages.notEnoughForNetworkFee', params: { currency: terms.currency } };
  return { key: 'errors.messages.notEnoughBalanceWithFee' };
}

/**
 * The most that can be sent with its fee paid from the balance, within the payway's maximum; null
 * when not even the minimum fits.
 */
export function maxWithdrawMinor(terms: WithdrawTerms): bigint | null {
  const fits = (amountMinor: bigint) => costsOf(terms, amountMinor).totalMinor <= terms.availableMinor;
  let low = 0n;
  let high = terms.availableMinor;
  // The total grows with the amount, so the largest amount that fits is found by halving.
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (fits(middle)) low = middle;
    else high = middle - 1n;
  }
  const maxLimit = terms.limits.max ? decimalToMinor(terms.limits.max, terms.scale) : null;
  const best = maxLimit !== null && maxLimit < low ? maxLimit : low;
  const minLimit = terms.limits.min ? (decimalToMinor(terms.limits.min, terms.scale) ?? 0n) : 1n;
  return best >= minLimit && best > 0n ? best : null;
}
