import { rescaleMinor } from './decimal';

/** A sample with a fraction, so the pattern shows where the decimal separator and digits go. */
const POSITIVE_SAMPLE = 1.5;
const NEGATIVE_SAMPLE = -1.5;

/**
 * Whether this engine's Intl reads a decimal string exactly (Intl.NumberFormat v3: Node 19+,
 * Chrome 106, Safari 15.4, Firefox 116). Older webviews turn the string into a double first,
 * which would silently change the last digits of an 18-decimal amount.
 */
export function readsDecimalStringsExactly(): boolean {
  const exact = '10000000000000000.00000000000000000001';
  try {
    const formatter = new Intl.NumberFormat('en', { maximumFractionDigits: 20, useGrouping: false });
    return formatter.format(exact as `${number}`) === exact;
  } catch {
    return false;
  }
}

/**
 * The parts `formatter` would print for the exact amount, built without handing Intl a decimal
 * string: the fraction digits are cut and rounded here on the bigint (half away from zero, as
 * Intl rounds), the whole part is grouped by Intl as a bigint, and both are spliced into the
 * pattern Intl prints for a small sample of the same sign. Currency signs and literals keep
 * their places.
 */
export function spliceAmountParts(
  formatter: Intl.NumberFormat,
  amountMinor: bigint,
  scale: number,
): Intl.NumberFormatPart[] {
  const options = formatter.resolvedOptions();
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = options.maximumFractionDigits ?? minimum;
  const roundedScale = Math.min(scale, maximum);
  const rounded = rescaleMinor(amountMinor, scale, roundedScale);
  // The sign is the amount's own, so -0.001 cut to two digits reads "-0.00", as Intl prints it.
  const isNegative = amountMinor < 0n;
  const magnitude = rounded < 0n ? -rounded : rounded;
  const unit = 10n ** BigInt(roundedScale);
  const fraction = (magnitude % unit)
    .toString()
    .padStart(roundedScale, '0')
    .slice(0, roundedScale)
    .replace(/0+$/, '')
    .padEnd(minimum, '0');
  const wholeFormatter = new Intl.NumberFormat(options.locale, {
    maximumFractionDigits: 0,
    useGrouping: options.useGrouping,
    numberingSystem: options.numberingSystem,
  } as Intl.NumberFormatOptions);
  const wholeParts = wholeFormatter.formatToParts(magnitude / unit);

  const parts: Intl.NumberFormatPart[] = [];
  let isWholeWritten = false;
  for (const part of formatter.formatToParts(isNegative ? NEGATIVE_SAMPLE : POSITIVE_SAMPLE)) {
    if (part.type === 'integer' || part.type === 'group') {
      if (!isWholeWritten) parts.push(...wholeParts);
      isWholeWritten = true;
    } else if (part.type === 'decimal' || part.type === 'fraction') {
      if (fraction !== '')
        parts.push(part.type === 'fraction' ? { type: 'fraction', value: fraction } : part);
    } else {
      parts.push(part);
    }
  }
  return parts;
}
