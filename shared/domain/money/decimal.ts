/**
 * The one decimal helper: amounts live as bigint counts of a currency's smallest unit; on the
 * wire and in storage text they are plain decimal strings in whole units ("12.5", "0.000001").
 * JavaScript numbers never hold an amount.
 */

const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a plain decimal ("-12.50") into minor units; null when malformed or finer than `scale`. */
export function decimalToMinor(text: string, scale: number): bigint | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > scale) return null;
  const minor = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign ? -minor : minor;
}

/** Writes minor units as the shortest plain decimal ("12.5", "3", "-0.01"). */
export function minorToDecimal(amountMinor: bigint, scale: number): string {
  const isNegative = amountMinor < 0n;
  const digits = (isNegative ? -amountMinor : amountMinor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return isNegative ? `-${text}` : text;
}

/** Writes minor units with exactly `fractionDigits` digits after the point, cutting towards zero. */
export function minorToFixed(amountMinor: bigint, scale: number, fractionDigits: number): string {
  const isNegative = amountMinor < 0n;
  const digits = (isNegative ? -amountMinor : amountMinor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits
    .slice(digits.length - scale)
    .padEnd(fractionDigits, '0')
    .slice(0, fractionDigits);
  const text = fractionDigits > 0 ? `${whole}.${fraction}` : whole;
  return isNegative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Moves an amount between scales; going coarser rounds half away from zero. */
export function rescaleMinor(amountMinor: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return amountMinor * 10n ** BigInt(toScale - fromScale);
  const divisor = 10n ** BigInt(fromScale - toScale);
  const quotient = amountMinor / divisor;
  const remainder = amountMinor % divisor;
  const doubled = (remainder < 0n ? -remainder : remainder) * 2n;
  if (doubled < divisor) return quotient;
  return amountMinor < 0n ? quotient - 1n : quotient + 1n;
}
