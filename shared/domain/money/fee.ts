import { decimalToMinor } from './decimal';

/** Which parts of a fee apply (spec 000 §3): the fixed part, the percentage, or both. */
export const FEE_TYPES = ['ADD', 'MULT', 'COOPERATE'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/**
 * A fee as the wire carries it (spec 000 §3). Both parts are plain non-negative decimals so that
 * no JavaScript number ever holds them: `add` in whole units of the amount's currency ("0.5"),
 * `mult` as a fraction of the amount ("0.015" is 1.5 %).
 */
export interface Fee {
  add: string;
  mult: string;
  /** Without a type both parts apply; a part that is "0" then adds nothing. */
  type?: FeeType;
}

const UNSIGNED_DECIMAL = /^\d+(?:\.(\d+))?$/;

interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The fee on `amountMinor` (minor units at `scale`), in the same minor units.
 *
 * The exact fee `add + amount × mult` is a fraction of a minor unit in general; it is rounded UP
 * to the next whole minor unit, so the house never collects less than its published rate. Only
 * the percentage part can carry a remainder when `add` fits the currency's scale, so this is the
 * same as adding the fixed part to the percentage part rounded up.
 *
 * A malformed or negative fee, or a negative amount, is a programming error (contracts validate
 * fees before they reach here) and throws a RangeError.
 */
export function calculateFeeMinor(fee: Fee, amountMinor: bigint, scale: number): bigint {
  if (amountMinor < 0n) throw new RangeError(`A fee is charged on a non-negative amount, got ${amountMinor}`);
  const type = fee.type ?? 'COOPERATE';
  const add = type === 'MULT' ? ZERO : toRatio(fee.add, 'add');
  const mult = type === 'ADD' ? ZERO : toRatio(fee.mult, 'mult');
  const unit = 10n ** BigInt(scale);
  // fee / 1 minor unit = add·10^scale + amountMinor·mult, over the common denominator.
  const numerator = add.numerator * unit * mult.denominator + amountMinor * mult.numerator * add.denominator;
  const denominator = add.denominator * mult.denominator;
  return divideRoundingUp(numerator, denominator);
}

/** Which parts a fee actually charges; null when it charges nothing. */
export function feeTypeOf(fee: Fee): FeeType | null {
  const hasAdd = fee.type !== 'MULT' && toRatio(fee.add, 'add').numerator > 0n;
  const hasMult = fee.type !== 'ADD' && toRatio(fee.mult, 'mult').numerator > 0n;
  if (hasAdd && hasMult) return 'COOPERATE';
  if (hasAdd) return 'ADD';
  if (hasMult) return 'MULT';
  return null;
}

/**
 * The percentage a `mult` fraction stands for ("0.015" → "1.5%"), in the locale's percent
 * pattern: uk and pl print "1,5%", ru "1,5 %" with U+00A0. Intl reads the decimal string
 * exactly where it can (older engines go through a double, harmless for a rate's few digits);
 * past 20 fraction digits of a percent it rounds.
 */
export function feePercentText(mult: string, locale = 'en'): string {
  toRatio(mult, 'mult');
  const formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 20 });
  return formatter.format(mult as `${number}`);
}

const ZERO: Ratio = { numerator: 0n, denominator: 1n };

function toRatio(text: string, part: string): Ratio {
  const match = UNSIGNED_DECIMAL.exec(text);
  const digits = match?.[1]?.length ?? 0;
  const numerator = match ? decimalToMinor(text, digits) : null;
  if (numerator === null)
    throw new RangeError(`Fee ${part} must be a plain non-negative decimal, got "${text}"`);
  return { numerator, denominator: 10n ** BigInt(digits) };
}

function divideRoundingUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}
