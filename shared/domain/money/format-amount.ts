import { AMOUNT_MIN_FRACTION_DIGITS, NUMBER_DISPLAY_MAX_FRACTION_DIGITS } from '../constants/limits';
import { findCurrency } from '../currencies/currency-catalogue';
import { minorToDecimal } from './decimal';
import { readsDecimalStringsExactly, spliceAmountParts } from './splice-amount-parts';

const NO_BREAK_SPACE = '\u00a0';
const ISO_CURRENCY_CODE = /^[A-Z]{3}$/;
const IS_INTL_EXACT = readsDecimalStringsExactly();

export interface AmountFormatOptions {
  /** Defaults to 2; pass 0 for plain numbers such as rates (spec 000 §9 "minimum 0"). */
  minimumFractionDigits?: number;
  /** Defaults to 20, which is also the ceiling; digits past it are rounded half away from zero. */
  maximumFractionDigits?: number;
}

/**
 * Writes an amount with the locale's separators, keeping every digit of the bigint: Intl reads
 * the plain decimal string exactly (Node 20 and current browsers) and older engines get the
 * digits spliced in by hand, so no JavaScript number is involved and 18-decimal amounts print
 * whole. uk, ru and pl group with U+00A0; pl leaves four-digit numbers ungrouped ("1234,50"),
 * as its CLDR data says.
 */
export function formatAmount(
  amountMinor: bigint,
  scale: number,
  locale: string,
  options: AmountFormatOptions = {},
): string {
  const parts = amountParts(numberFormat(locale, fractionDigits(options)), amountMinor, scale);
  return parts.map((part) => part.value).join('');
}

/**
 * Writes an amount with its currency. A currency with a sign in the catalogue (USD $, EUR €,
 * UAH ₴, PLN zł) takes the locale's own currency pattern: "$12.50" in en, "12,50 $" in uk, ru
 * and pl. A currency without a sign (crypto) prints its code after the amount in every locale,
 * "0.5 BTC" and "0,5 BTC", joined by a no-break space, as crypto amounts are conventionally read.
 * `scale` defaults to the catalogue's; an unknown currency without a scale throws a RangeError.
 */
export function formatMoney(
  amountMinor: bigint,
  currencyCode: string,
  locale: string,
  scale?: number,
): string {
  const currency = findCurrency(currencyCode);
  const currencyScale = scale ?? currency?.scale;
  if (currencyScale === undefined)
    throw new RangeError(`Unknown currency ${currencyCode} and no scale given`);
  const sign = currency?.symbol ?? null;
  if (sign === null || !ISO_CURRENCY_CODE.test(currencyCode)) {
    const amount = formatAmount(amountMinor, currencyScale, locale);
    return `${amount}${NO_BREAK_SPACE}${sign ?? currencyCode}`;
  }
  const digits = fractionDigits({});
  const parts = amountParts(currencyFormat(locale, currencyCode, digits), amountMinor, currencyScale);
  // Our sign replaces Intl's, so the catalogue stays the one source of currency signs.
  return parts.map((part) => (part.type === 'currency' ? sign : part.value)).join('');
}

interface FractionDigits {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

function fractionDigits(options: AmountFormatOptions): FractionDigits {
  const maximum = clampDigits(options.maximumFractionDigits ?? NUMBER_DISPLAY_MAX_FRACTION_DIGITS);
  const minimum = Math.min(clampDigits(options.minimumFractionDigits ?? AMOUNT_MIN_FRACTION_DIGITS), maximum);
  return { minimumFractionDigits: minimum, maximumFractionDigits: maximum };
}

function clampDigits(digits: number): number {
  if (!Number.isFinite(digits)) return NUMBER_DISPLAY_MAX_FRACTION_DIGITS;
  return Math.min(Math.max(Math.trunc(digits), 0), NUMBER_DISPLAY_MAX_FRACTION_DIGITS);
}

function amountParts(
  formatter: Intl.NumberFormat,
  amountMinor: bigint,
  scale: number,
): Intl.NumberFormatPart[] {
  if (!IS_INTL_EXACT) return spliceAmountParts(formatter, amountMinor, scale);
  return formatter.formatToParts(minorToDecimal(amountMinor, scale) as `${number}`);
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: FractionDigits): Intl.NumberFormat {
  return cached(`${locale}|${digits.minimumFractionDigits}|${digits.maximumFractionDigits}`, () =>
    Intl.NumberFormat(locale, digits),
  );
}

function currencyFormat(locale: string, currency: string, digits: FractionDigits): Intl.NumberFormat {
  return cached(`${locale}|${currency}|${digits.minimumFractionDigits}|${digits.maximumFractionDigits}`, () =>
    Intl.NumberFormat(locale, { ...digits, style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
  );
}

function cached(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  const existing = formatters.get(key);
  if (existing) return existing;
  const formatter = create();
  formatters.set(key, formatter);
  return formatter;
}
