import { calculateFeeMinor, type Fee } from './fee';

/**
 * The arithmetic of a quote: from amount ↔ to amount through a fee in the from currency, a rate,
 * and a fee in the to currency. Every amount is a bigint of minor units; the rate is an exact
 * decimal string (units of `to` per one unit of `from`).
 *
 * Rounding is always in the house's favour:
 * - what the user receives rounds DOWN (the conversion floors to a whole minor unit of `to`);
 * - what the user pays rounds UP (the from amount for a wanted to amount is the smallest that
 *   delivers it);
 * - fees round UP (`calculateFeeMinor`), and a remainder that buys no whole minor unit stays
 *   with the fee, so a fee is never below its exact value.
 *
 * Fees are charged on top of the part they apply to: the from fee on the converted part of the
 * from amount, the to fee on what the user receives.
 */

/** An exact non-negative rational. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

export interface QuoteLegs {
  fromScale: number;
  toScale: number;
  /** Units of `to` per one unit of `from`, a plain positive decimal. */
  rate: string;
  /** The pay-in or convert fee, in the from currency. */
  fromFee: Fee;
  /** The payout fee (network fee included), in the to currency; none for a convert. */
  toFee?: Fee;
}

export interface QuoteAmounts {
  /** What leaves the user: the converted part plus the from fee. */
  fromAmountMinor: bigint;
  fromFeeMinor: bigint;
  /** The part of the from amount that is converted. */
  convertedFromMinor: bigint;
  /** `convertedFromMinor` at the rate, floored: what the to fee and the user share. */
  convertedToMinor: bigint;
  toFeeMinor: bigint;
  /** What the user receives. */
  toAmountMinor: bigint;
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A plain non-negative decimal as an exact ratio; a RangeError when malformed. */
export function parseRatio(text: string): Ratio {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new RangeError(`A plain non-negative decimal expected, got "${text}"`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(match[1] + fraction), denominator: 10n ** BigInt(fraction.length) };
}

function parseRate(text: string): Ratio {
  const rate = parseRatio(text);
  if (rate.numerator === 0n) throw new RangeError('A rate must be positive');
  return rate;
}

function divideRoundingUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** `amountMinor` of `from` at `rate` in minor units of `to`, floored. */
export function convertMinorDown(
  amountMinor: bigint,
  legs: Pick<QuoteLegs, 'fromScale' | 'toScale' | 'rate'>,
): bigint {
  const rate = parseRate(legs.rate);
  const numerator = amountMinor * rate.numerator * 10n ** BigInt(legs.toScale);
  const denominator = rate.denominator * 10n ** BigInt(legs.fromScale);
  return numerator / denominator;
}

/** The smallest amount of `from` whose floored conversion is at least `toMinor`. */
export function requiredFromMinor(
  toMinor: bigint,
  legs: Pick<QuoteLegs, 'fromScale' | 'toScale' | 'rate'>,
): bigint {
  const rate = parseRate(legs.rate);
  const numerator = toMinor * rate.denominator * 10n ** BigInt(legs.fromScale);
  const denominator = rate.numerator * 10n ** BigInt(legs.toScale);
  return divideRoundingUp(numerator, denominator);
}

/**
 * The largest base with base + fee(base) ≤ totalMinor, or null when not even a zero base fits
 * (the fixed fee alone is more). base + fee(base) grows strictly with base, so a binary search
 * finds it exactly.
 */
export function largestBaseWithin(totalMinor: bigint, fee: Fee, scale: number): bigint | null {
  const fits = (base: bigint) => base + calculateFeeMinor(fee, base, scale) <= totalMinor;
  if (totalMinor < 0n || !fits(0n)) return null;
  let low = 0n;
  let high = totalMinor;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (fits(middle)) low = middle;
    else high = middle - 1n;
  }
  return low;
}

/**
 * The quote for a given from amount; null when nothing reaches the user (the amount does not
 * cover the fees, or converts to less than one minor unit).
 */
export function quoteFromAmount(fromAmountMinor: bigint, legs: QuoteLegs): QuoteAmounts | null {
  if (fromAmountMinor <= 0n) return null;
  const convertedFromMinor = largestBaseWithin(fromAmountMinor, legs.fromFee, legs.fromScale);
  if (convertedFromMinor === null) return null;
  const convertedToMinor = convertMinorDown(convertedFromMinor, legs);
  const toAmountMinor = legs.toFee
    ? largestBaseWithin(convertedToMinor, legs.toFee, legs.toScale)
    : convertedToMinor;
  if (toAmountMinor === null || toAmountMinor <= 0n) return null;
  return {
    fromAmountMinor,
    fromFeeMinor: fromAmountMinor - convertedFromMinor,
    convertedFromMinor,
    convertedToMinor,
    toFeeMinor: convertedToMinor - toAmountMinor,
    toAmountMinor,
  };
}

/**
 * The quote that delivers `toAmountMinor` for the smallest from amount. One minor unit of `from`
 * may buy several of `to`, so the floor of the conversion may pass what is wanted: with a to fee
 * (a payout) the surplus stays with that fee; without one (a convert, balance to balance) there
 * is no fee to hold it, so the user receives it — a little more than asked, never less, and the
 * same amounts as a quote for that from amount.
 */
export function quoteToAmount(toAmountMinor: bigint, legs: QuoteLegs): QuoteAmounts | null {
  if (toAmountMinor <= 0n) return null;
  const neededToMinor =
    toAmountMinor + (legs.toFee ? calculateFeeMinor(legs.toFee, toAmountMinor, legs.toScale) : 0n);
  const convertedFromMinor = requiredFromMinor(neededToMinor, legs);
  const fromFeeMinor = calculateFeeMinor(legs.fromFee, convertedFromMinor, legs.fromScale);
  const convertedToMinor = convertMinorDown(convertedFromMinor, legs);
  const receivedMinor = legs.toFee ? toAmountMinor : convertedToMinor;
  return {
    fromAmountMinor: convertedFromMinor + fromFeeMinor,
    fromFeeMinor,
    convertedFromMinor,
    convertedToMinor,
    toFeeMinor: convertedToMinor - receivedMinor,
    toAmountMinor: receivedMinor,
  };
}

/**
 * A ratio as a decimal string with at most `significantDigits` significant digits (and at most
 * `maxFractionDigits` after the point), rounded down or up. Rates travel this way so that every
 * party recomputes the same amounts from the same text.
 */
export function ratioToDecimal(
  ratio: Ratio,
  rounding: 'down' | 'up',
  significantDigits = 18,
  maxFractionDigits = 36,
): string {
  if (ratio.denominator <= 0n || ratio.numerator < 0n) throw new RangeError('A non-negative ratio expected');
  if (ratio.numerator === 0n) return '0';
  const wholeDigits = (ratio.numerator / ratio.denominator).toString().length;
  const isBelowOne = ratio.numerator < ratio.denominator;
  // Digits after the point: enough for the significant digits below one, none spare above.
  let fractionDigits = isBelowOne ? significantDigits : Math.max(significantDigits - wholeDigits, 0);
  if (isBelowOne) {
    let scaled = ratio.numerator * 10n;
    while (scaled < ratio.denominator) {
      fractionDigits += 1;
      scaled *= 10n;
    }
  }
  fractionDigits = Math.min(fractionDigits, maxFractionDigits);
  const unit = 10n ** BigInt(fractionDigits);
  const scaledNumerator = ratio.numerator * unit;
  const minor =
    rounding === 'down'
      ? scaledNumerator / ratio.denominator
      : divideRoundingUp(scaledNumerator, ratio.denominator);
  const digits = minor.toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
