import type { PaymentOrderSettlement } from '@ferry/shared/contracts';
import { findCurrency, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

const scaleOf = (currency: string) => findCurrency(currency)?.scale ?? 0;

/**
 * How a coin-paid order settled in its currency, as its merchant reads it (the order view and the
 * DONE webhook); null for an order not settled so (paid otherwise, in its own currency, or not yet).
 */
export async function settlementViewOf(
  trx: Kysely<Schema>,
  order: { id: string; currency: string },
): Promise<PaymentOrderSettlement | null> {
  const row = await trx
    .selectFrom('payment_order_settlements as s')
    .innerJoin('transactions as t', 't.id', 's.transaction_id')
    .select(['s.coin', 's.coin_minor', 's.kept_minor', 's.amount_minor', 's.rate', 't.external_id'])
    .where('s.order_id', '=', order.id)
    .executeTakeFirst();
  if (!row) return null;
  const coinScale = scaleOf(row.coin);
  return {
    coin: row.coin,
    coin_amount: minorToDecimal(BigInt(row.coin_minor), coinScale),
    amount: minorToDecimal(BigInt(row.amount_minor), scaleOf(order.currency)),
    currency: order.currency,
    rate: row.rate,
    kept_in_coin: minorToDecimal(BigInt(row.kept_minor), coinScale),
    transaction_id: row.external_id,
  };
}
