import { checkLimits, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue, PaywayCurrency } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';

/**
 * An order may ask for no more than some way of paying its currency in takes: the amount rule of
 * every other money route (the payway-currency row's maximum, PAYIN_MAX_TECH_LIMIT_VIOLATION),
 * applied when the order is made, so a frame never prices a coin for an amount nobody could pay.
 * The minimum is left to the payment: a small order may still be paid one way.
 * A currency nothing pays in is CURRENCY_DEPOSIT_UNAVAILABLE.
 */
export async function checkOrderAmount(
  trx: Kysely<Schema>,
  catalogue: Catalogue,
  currency: { code: string; scale: number },
  amountMinor: bigint,
): Promise<void> {
  const rows = (
    await catalogue.paywayCurrencies(trx, { direction: 'deposit', currency: currency.code })
  ).filter((row) => row.isAvailable && row.payway !== 'balance');
  if (rows.length === 0) throw new DomainError('CURRENCY_DEPOSIT_UNAVAILABLE', { currency: currency.code });
  const refusals = rows.map((row) => ({ row, message: aboveMaximum(row, amountMinor, currency.scale) }));
  if (refusals.some(({ message }) => message === null)) return;
  // Every way refuses: the message names the highest maximum, the most the order could ask.
  const [widest] = refusals.sort((a, b) => Number(b.row.limits.max) - Number(a.row.limits.max));
  throw new DomainError('PAYIN_MAX_TECH_LIMIT_VIOLATION', {
    field: 'amount',
    limits: widest?.row.limits,
    message: widest?.message,
  });
}

function aboveMaximum(row: PaywayCurrency, amountMinor: bigint, scale: number) {
  return checkLimits(amountMinor, { max: row.limits.max ?? null, currency: row.limits.currency }, { scale });
}
