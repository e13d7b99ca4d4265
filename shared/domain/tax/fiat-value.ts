import type { Ratio } from '../money/quote-math';

/**
 * `amountMinor` of a currency with `fromScale` digits, at `price` units of the report currency
 * per one unit, in minor units of the report currency (`toScale` digits), rounded half up: the
 * value a tax report shows, neither side's favour.
 */
export function fiatValueMinor(
  amountMinor: bigint,
  fromScale: number,
  price: Ratio,
  toScale: number,
): bigint {
  if (amountMinor < 0n) return -fiatValueMinor(-amountMinor, fromScale, price, toScale);
  const numerator = amountMinor * price.numerator * 10n ** BigInt(toScale);
  const denominator = price.denominator * 10n ** BigInt(fromScale);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Units of `fiat` per unit of `currency` from both prices in one reference (USD per unit). */
export function crossPrice(currencyInReference: Ratio, fiatInReference: Ratio): Ratio {
  return {
    numerator: currencyInReference.numerator * fiatInReference.denominator,
    denominator: currencyInReference.denominator * fiatInReference.numerator,
  };
}
