import { parseRatio } from '@ferry/shared/domain';
import type { RelayDeps } from './relay-deps';

/** The least commission worth a transfer, and its step: 0.01 USD₮ (6 decimals). */
export const MIN_COMMISSION_UNITS = 10_000n;

/**
 * The relay's commission in USD₮ units for the TON a transfer costs it: the cost at the TON/USD₮
 * mid price, plus the margin, rounded up (the relay never prices below its cost), and never under
 * MIN_COMMISSION_UNITS; then up to whole cents, so the person reads "0.65 USD₮", not
 * "0.641515 USD₮". `tonPrice` is USD₮ per TON as the rates provider writes it.
 */
export function commissionFor(costNano: bigint, tonPrice: string, marginPercent: number): bigint {
  const price = parseRatio(tonPrice);
  // nanoTON / 1e9 × USD₮ per TON × 1e6 units per USD₮ = nanoTON × price / 1e3.
  const numerator = costNano * price.numerator * BigInt(100 + marginPercent);
  const denominator = price.denominator * 1_000n * 100n;
  const units = (numerator + denominator - 1n) / denominator;
  const cents = (units + MIN_COMMISSION_UNITS - 1n) / MIN_COMMISSION_UNITS;
  return cents < 1n ? MIN_COMMISSION_UNITS : cents * MIN_COMMISSION_UNITS;
}

/** USD₮ per TON now, at the mid price: what commissionFor reads as `tonPrice`. */
export async function tonPrice(deps: Pick<RelayDeps, 'rates' | 'nowMs'>): Promise<string> {
  return deps.rates.price('TON', 'USDT', deps.nowMs(), 'mid');
}
