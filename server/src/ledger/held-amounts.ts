import { decimalToMinor, findCurrency } from '@ferry/shared/domain';
import { toMinor } from './minor';

/**
 * A money value the server itself holds (a stored row, a catalogue row, a view it wrote) breaks
 * an invariant. No client input causes it, so it is no DomainError: the error handler logs it
 * and answers INTERNAL_ERROR, and the request's transaction rolls back with nothing moved.
 */
export class MoneyInvariantError extends Error {
  override readonly name = 'MoneyInvariantError';
}

/**
 * The scale of a currency the server already accepted. An unknown code here is a bug; reading
 * it at scale 0 would misstate the amount by up to 10^18, so it throws instead.
 */
export function scaleOfKnownCurrency(currency: string, what: string): number {
  const info = findCurrency(currency);
  if (!info) throw new MoneyInvariantError(`${what}: currency ${currency} is not in the catalogue`);
  return info.scale;
}

/**
 * A decimal the server holds, in minor units at `scale`. Text that is no plain decimal or is
 * finer than the scale throws: taking it as zero would lose a fee without a trace.
 */
export function minorOfHeldDecimal(text: string, scale: number, what: string): bigint {
  const minor = decimalToMinor(text, scale);
  if (minor === null)
    throw new MoneyInvariantError(
      `${what}: "${text}" is not a decimal with at most ${scale} fraction digits`,
    );
  return minor;
}

/**
 * A nullable numeric column that the row's kind guarantees is set (a conversion's to_amount,
 * the paid_amount of money waiting in suspense), in minor units. Null is a bug, not zero.
 */
export function storedMinor(value: string | null, what: string): bigint {
  if (value === null) throw new MoneyInvariantError(`${what} is missing`);
  return toMinor(value);
}
