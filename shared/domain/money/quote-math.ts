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
 * An exchange paid in from outside pays three fees, in this order, each shown in the quote
 * (docs/decisions.md "Money shown is money charged"): the pay-in payway's fee, taken out of the
 * whole amount paid exactly as a deposit takes it; the exchange fee, on top of the part converted;
 * the payout fee (network fee included), on top of what the user receives. These functions are
 * the one place that splits an amount into them: the quote shown and the deposit that executes
 * it both price through here, so they cannot disagree.
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
  /**
   * The fee of the payway the money comes in by (a card, a bank transfer), in the from currency,
   * on the whole amount paid; none when nothing comes in from outside (a convert).
   */
  payInFee?: Fee;
  /** The exchange (convert) fee, in the from currency, on top of the part converted. */
  fromFee: Fee;
  /** The payout fee (network fee included), in the to currency; none for a convert. */
  toFee?: Fee;
  /**
   * The payout's step in minor units of `to` (a chain pays out whole steps, coarser than the
   * coin's scale): what the user receives rounds down to it and the rest stays with the to fee.
   */
  toStepMinor?: bigint;
}

export interface QuoteAmounts {
  /** What leaves the user: the converted part plus the from fee. */
  fromAmountMinor: bigint;
  /** Every fee in the from currency: `payInFeeMinor + exchangeFeeMinor`. */
  fromFeeMinor: bigint;
  /** The pay-in payway's fee (0 without one). */
  payInFeeMinor: bigint;
  /** The exchange fee. */
  exchangeFeeMinor: bigint;
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
 * The smallest gross amount whose fee, taken out of it, leaves at least `netMinor`. What is left
 * (gross − fee(gross)) never falls as the gross grows (a fee's percentage is below 100 %), so a
 * search finds it exactly.
 */
export function smallestGrossLeaving(netMinor: bigint, fee: Fee, scale: number): bigint {
  const leaves = (gross: bigint) => gross - calculateFeeMinor(fee, gross, scale) >= netMinor;
  let low = netMinor > 0n ? netMinor : 0n;
  if (leaves(low)) return low;
  let high = low * 2n + 1n;
  for (let round = 0; !leaves(high); round += 1) {
    if (round > 256) throw new RangeError('A pay-in fee that takes the whole amount leaves nothing');
    low = high;
    high *= 2n;
  }
  while (low + 1n < high) {
    const middle = (low + high) / 2n;
    if (leaves(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The quote for a given from amount; null when nothing reaches the user (the amount does not
 * cover the fees, or converts to less than one minor unit).
 */
export function quoteFromAmount(fromAmountMinor: bigint, legs: QuoteLegs): QuoteAmounts | null {
  if (fromAmountMinor <= 0n) return null;
  const payInFeeMinor = legs.payInFee
    ? calculateFeeMinor(legs.payInFee, fromAmountMinor, legs.fromScale)
    : 0n;
  if (payInFeeMinor >= fromAmountMinor) return null;
  const restMinor = fromAmountMinor - payInFeeMinor;
  const convertedFromMinor = largestBaseWithin(restMinor, legs.fromFee, legs.fromScale);
  if (convertedFromMinor === null) return null;
  const convertedToMinor = convertMinorDown(convertedFromMinor, legs);
  const receivableMinor = legs.toFee
    ? largestBaseWithin(convertedToMinor, legs.toFee, legs.toScale)
    : convertedToMinor;
  const step = legs.toFee && legs.toStepMinor && legs.toStepMinor > 1n ? legs.toStepMinor : 1n;
  const toAmountMinor = receivableMinor === null ? null : (receivableMinor / step) * step;
  if (toAmountMinor === null || toAmountMinor <= 0n) return null;
  return {
    fromAmountMinor,
    fromFeeMinor: fromAmountMinor - convertedFromMinor,
    payInFeeMinor,
    exchangeFeeMinor: restMinor - convertedFromMinor,
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
 *
 * With a pay-in fee the amount paid is the smallest whose fee, taken out of it, leaves what the
 * conversion needs, priced forward from there (the fees a deposit of that amount pays).
 */
export function quoteToAmount(toAmountMinor: bigint, legs: QuoteLegs): QuoteAmounts | null {
  if (toAmountMinor <= 0n) return null;
  const neededToMinor =
    toAmountMinor + (legs.toFee ? calculateFeeMinor(legs.toFee, toAmountMinor, legs.toScale) : 0n);
  const convertedFromMinor = requiredFromMinor(neededToMinor, legs);
  const fromFeeMinor = calculateFeeMinor(legs.fromFee, convertedFromMinor, legs.fromScale);
  if (legs.payInFee) {
    const paidMinor = smallestGrossLeaving(convertedFromMinor + fromFeeMinor, legs.payInFee, legs.fromScale);
    const forward = quoteFromAmount(paidMinor, legs);
    if (!forward || !legs.toFee || forward.toAmountMinor <= toAmountMinor) return forward;
    // As above: with a to fee the user receives what they asked, the surplus stays with the fee.
    const surplusMinor = forward.toAmountMinor - toAmountMinor;
    return { ...forward, toAmountMinor, toFeeMinor: forward.toFeeMinor + surplusMinor };
  }
  const convertedToMinor = convertMinorDown(convertedFromMinor, legs);
  const receivedMinor = legs.toFee ? toAmountMinor : convertedToMinor;
  return {
    fromAmountMinor: convertedFromMinor + fromFeeMinor,
    fromFeeMinor,
    payInFeeMinor: 0n,
    exchangeFeeMinor: fromFeeMinor,
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
