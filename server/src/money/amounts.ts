import { DomainError, decimalToMinor, findCurrency } from '@ferry/shared/domain';

/**
 * A positive amount of `currency` from the wire, in minor units. More fraction digits than the
 * currency has, zero, or a negative number is VALIDATION_ERROR naming the field; an unknown
 * currency is NOT_FOUND. Nothing is rounded: a client's number is either exact or refused.
 */
export function parsePositiveAmount(text: string, currency: string, field = 'amount'): bigint {
  const info = findCurrency(currency);
  if (!info) throw new DomainError('NOT_FOUND', { field: 'currency', reason: 'unknown_currency' });
  const amountMinor = decimalToMinor(text, info.scale);
  if (amountMinor === null)
    throw new DomainError('VALIDATION_ERROR', { field, reason: 'too_many_decimals', scale: info.scale });
  if (amountMinor <= 0n) throw new DomainError('VALIDATION_ERROR', { field, reason: 'not_positive' });
  return amountMinor;
}
