import type { PayOrderCrypto } from '@ferry/shared/contracts';
import { DomainError, findCurrency, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { CryptoOrderDeposits } from '../../money-operations/crypto-order-deposits';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import { coinAmountMinor, tonTransferLink } from './crypto-price';
import type { OrderRow } from './order-status';

/** What the orders need of deposits for crypto, given by the composition root. */
export interface OrderCryptoTargets {
  /** The order's own deposit target for the coin (the same one when asked again). */
  orderTarget(
    trx: Kysely<Schema>,
    request: { profileId: string; orderId: string; currency: string; network: string },
  ): Promise<{ address: { id: string; address: string; memo: string } }>;
  /** The jetton master of a coin that is a TON jetton (USDT), for the wallet link. */
  jettonMasterOf(currency: string): string | undefined;
}

export interface CryptoTargetDeps {
  targets: OrderCryptoTargets;
  rates: RatesProvider;
  nowMs: () => number;
  orderDeposits: CryptoOrderDeposits;
}

const scaleOf = (currency: string) => {
  const scale = findCurrency(currency)?.scale;
  if (scale === undefined)
    throw new DomainError('NOT_FOUND', { field: 'currency', reason: 'unknown_currency' });
  return scale;
};

/**
 * The customer's choice of a coin for a NEW order: the order's target for it and the amount to
 * send, priced now at the house's bid and kept for the order's life. Choosing the same coin again
 * answers the same amount (a reload, a second tab), so the price never moves under the customer.
 */
export async function chooseCoin(
  deps: CryptoTargetDeps,
  trx: Kysely<Schema>,
  order: OrderRow,
  coin: { currency: string; network: string },
): Promise<void> {
  const existing = await trx
    .selectFrom('payment_order_crypto')
    .select('order_id')
    .where('order_id', '=', order.id)
    .where('currency', '=', coin.currency)
    .where('network', '=', coin.network)
    .executeTakeFirst();
  if (existing) return;
  const target = await deps.targets.orderTarget(trx, {
    profileId: order.profile_id,
    orderId: order.id,
    ...coin,
  });
  const rate =
    coin.currency === order.currency
      ? '1'
      : await deps.rates.price(coin.currency, order.currency, deps.nowMs(), 'bid');
  const amountMinor = coinAmountMinor({
    orderMinor: BigInt(order.amount_minor),
    orderScale: scaleOf(order.currency),
    coinScale: scaleOf(coin.currency),
    rate,
  });
  await trx
    .insertInto('payment_order_crypto')
    .values({
      order_id: order.id,
      currency: coin.currency,
      network: coin.network,
      address_id: target.address.id,
      amount_minor: amountMinor,
      rate,
      created_at: new Date(deps.nowMs()),
    })
    .execute();
}

/** The coin last chosen for the order, as the pay frame shows it; null when none was. */
export async function cryptoViewOf(
  deps: Pick<CryptoTargetDeps, 'targets' | 'orderDeposits'>,
  trx: Kysely<Schema>,
  order: OrderRow,
): Promise<PayOrderCrypto | null> {
  const coin = await trx
    .selectFrom('payment_order_crypto')
    .select(['currency', 'network', 'amount_minor', 'rate', 'address_id'])
    .where('order_id', '=', order.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!coin) return null;
  const chosen = {
    ...coin,
    id: coin.address_id,
    ...(await deps.orderDeposits.addressOf(trx, coin.address_id)),
  };
  const scale = scaleOf(chosen.currency);
  const amountMinor = BigInt(chosen.amount_minor);
  const memo = chosen.memo === '' ? null : chosen.memo;
  return {
    currency: chosen.currency as PayOrderCrypto['currency'],
    network: chosen.network,
    address: chosen.address,
    memo,
    amount: minorToDecimal(amountMinor, scale),
    received: minorToDecimal(await deps.orderDeposits.receivedMinorAt(trx, chosen.id), scale),
    rate: chosen.rate,
    deep_link: tonTransferLink({
      address: chosen.address,
      amountMinor,
      memo,
      jettonMaster: deps.targets.jettonMasterOf(chosen.currency),
    }),
    expires_at: order.expires_at.toISOString(),
  };
}
