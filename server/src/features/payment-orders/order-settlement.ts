import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { available, house } from '../../ledger/ledger-types';
import type { Transactions } from '../../money-operations/transactions.service';
import type { PaidCoin } from './crypto-progress';
import type { OrderRow } from './order-status';

/** What settling an order in its own currency needs of the money core. */
export interface OrderSettlementDeps {
  ledger: Ledger;
  transactions: Transactions;
}

/**
 * Settles a coin-paid order in the order's currency, in the transaction that makes it DONE: the
 * coin its payment brought (net of the deposit fees, without the overpayment, which stays in the
 * coin) leaves the merchant's balance for Ferry's liquidity in the coin, and exactly the order's
 * amount comes out of Ferry's liquidity in the order's currency — a CONVERT at the rate locked when
 * the customer chose the coin, a child of the deposit that completed the order. The coin's amount
 * was rounded up at that rate, so its worth covers the order; whatever rounding remains is Ferry's.
 * The order's row lock serialises settlements and `payment_order_settlements`' primary key makes
 * a repeated one convert nothing.
 */
export async function settleInOrderCurrency(
  deps: OrderSettlementDeps,
  trx: Kysely<Schema>,
  order: OrderRow,
  paid: PaidCoin,
  now: Date,
): Promise<void> {
  if (paid.currency === order.currency) return;
  const settled = await trx
    .selectFrom('payment_order_settlements')
    .select('order_id')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (settled) return;
  const keptMinor = paid.creditedMinor - paid.amountMinor;
  const coinMinor = paid.amountMinor - paid.feeMinor;
  const amountMinor = BigInt(order.amount_minor);
  if (coinMinor <= 0n) return;
  // The deposit was credited moments ago; should the merchant have moved the coin on since, it
  // stays spent in the coin rather than the order waiting on a balance that will not come back.
  const balances = await deps.ledger.balances(trx, order.profile_id);
  const coinBalance = balances.find((balance) => balance.currency === paid.currency);
  if ((coinBalance?.availableMinor ?? 0n) < coinMinor) return;

  const row = await deps.transactions.create(trx, {
    profileId: order.profile_id,
    type: 'CONVERT',
    status: 'DONE',
    amountMinor: coinMinor,
    currency: paid.currency,
    toAmountMinor: amountMinor,
    toCurrency: order.currency,
    rate: paid.rate,
    parentId: paid.transactionId,
    requisite: { payment_order_id: order.id, merchant_reference: order.merchant_reference },
  });
  await deps.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'swap_in',
      transactionId: row.id,
      debit: available(order.profile_id, paid.currency),
      credit: house('liquidity', paid.currency),
      amountMinor: coinMinor,
    },
    {
      id: randomUUID(),
      kind: 'swap_out',
      transactionId: row.id,
      debit: house('liquidity', order.currency),
      credit: available(order.profile_id, order.currency),
      amountMinor,
    },
  ]);
  await trx
    .insertInto('payment_order_settlements')
    .values({
      order_id: order.id,
      transaction_id: row.id,
      coin: paid.currency,
      coin_minor: coinMinor,
      kept_minor: keptMinor,
      amount_minor: amountMinor,
      rate: paid.rate,
      created_at: now,
    })
    .execute();
}
