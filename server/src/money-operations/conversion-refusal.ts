import {
  checkLimits,
  type ErrorCode,
  isDomainError,
  isRetryableKind,
  offersActionChoices,
  type TransactionStatus,
  type TransactionType,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';
import { toMinor } from '../ledger/minor';
import { resolveLegs } from '../pricing/quote-legs';
import type { TransactionRow } from './transaction-view';

/**
 * What converting the money of a stopped transaction now would meet, read from today's catalogue
 * the way a convert quote reads it (the direction, its currencies, the limits on the from
 * amount); null when it would go through, or when the transaction has nothing to convert. RETRY
 * is offered and accepted only when this is null, so it is never offered to fail.
 */
export async function conversionRefusalOf(
  catalogue: Catalogue,
  db: Kysely<Schema>,
  row: TransactionRow,
): Promise<ErrorCode | null> {
  const subject = { type: row.type as TransactionType, toCurrency: row.to_currency };
  if (!offersActionChoices(row.status as TransactionStatus) || !isRetryableKind(subject)) return null;
  if (row.paid_amount === null || row.to_currency === null) return null;
  const amountMinor = toMinor(row.paid_amount);
  try {
    const legs = await resolveLegs(catalogue, db, {
      kind: 'convert',
      fromCurrency: row.currency,
      toCurrency: row.to_currency,
      fromAmountMinor: amountMinor,
    });
    const message = checkLimits(amountMinor, legs.fromLimits.limits, { scale: legs.fromCurrency.scale });
    if (!message) return null;
    if (message.key === 'money.limits.belowMinimum') return legs.fromLimits.codes.below;
    if (message.key === 'money.limits.aboveMaximum') return legs.fromLimits.codes.above;
    return 'VALIDATION_ERROR';
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
}
