import { DomainError, findCurrency, parseAmountMinor } from '@ferry/shared/domain';

const TOO_LARGE_KEY = 'validation.amount.tooLarge';

/**
 * An amount of a currency of `scale` from the wire, in minor units, through the domain's one
 * bounded parse. More fraction digits than the currency has, or more whole digits than an amount
 * may have (it would overflow the ledger), is VALIDATION_ERROR naming the field. Nothing is
 * rounded: a client's number is either exact or refused.
 */
export function parseAmountAtScale(text: string, scale: number, field = 'amount'): bigint {
  const parsed = parseAmountMinor(text, scale);
  if (parsed.isValid) return parsed.amountMinor;
  if (parsed.reason === 'too_large')
    throw new DomainError('VALIDATION_ERROR', {
      field,
      reason: 'too_large',
      issues: [{ path: field, code: 'custom', message: TOO_LARGE_KEY, key: TOO_LARGE_KEY }],
    });
  if (parsed.reason === 'too_many_decimals')
    throw new DomainError('VALIDATION_ERROR', { field, reason: 'too_many_decimals', scale });
  throw new DomainError('VALIDATION_ERROR', { field, reason: 'invalid' });
}

/**
 * A positive amount of `currency` from the wire, in minor units (see `parseAmountAtScale`); zero
 * or a negative number is VALIDATION_ERROR naming the field, an unknown currency NOT_FOUND.
 */
export function parsePositiveAmount(text: string, currency: string, field = 'amount'): bigint {
  const info = findCurrency(currency);
  if (!info) throw new DomainError('NOT_FOUND', { field: 'currency', reason: 'unknown_currency' });
  const amountMinor = parseAmountAtScale(text, info.scale, field);
  if (amountMinor <= 0n) throw new DomainError('VALIDATION_ERROR', { field, reason: 'not_positive' });
  return amountMinor;
}
