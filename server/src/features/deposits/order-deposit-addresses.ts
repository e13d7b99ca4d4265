import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { cryptoDepositRow, type DepositAddressRow } from './crypto-deposits';
import type { DepositDeps } from './deposit-flow';

/** Tries past a memo another target already uses (a 1-in-10^9 coincidence). */
const MAX_TARGET_ATTEMPTS = 5;

export interface OrderDepositTarget {
  address: DepositAddressRow;
  /** Confirmations the catalogue asks of a transfer on this path. */
  confirmations: number;
}

/**
 * A payment order's own deposit target for a coin: an extra deposit address of the merchant's
 * account with a memo (on shared-address chains) or an address no one else has, so a transfer to
 * it is told apart from every other deposit and booked, confirmed and credited as any deposit is.
 * Asked again for the same order and coin, it answers the same target.
 */
export async function ensureOrderDepositTarget(
  deps: DepositDeps,
  trx: Kysely<Schema>,
  request: { profileId: string; orderId: string; currency: string; network: string },
): Promise<OrderDepositTarget> {
  const row = await cryptoDepositRow(deps, trx, request.currency, request.network);
  const findOwn = () =>
    trx
      .selectFrom('deposit_addresses')
      .selectAll()
      .where('payment_order_id', '=', request.orderId)
      .where('currency', '=', row.currency)
      .where('network', '=', request.network)
      .executeTakeFirst();
  const existing = await findOwn();
  if (existing) return { address: existing, confirmations: row.confirmations };
  const networks = deps.providers.cryptoNetworks;
  for (let attempt = 0; attempt < MAX_TARGET_ATTEMPTS; attempt += 1) {
    // Seeded by the order, not the profile: the target is the order's, the money the profile's.
    const target = networks.depositTarget({
      profileId: `payment-order:${request.orderId}`,
      currency: row.currency,
      network: request.network,
      attempt,
    });
    const taken = await trx
      .selectFrom('deposit_addresses')
      .select('id')
      .where('network', '=', request.network)
      .where('currency', '=', row.currency)
      .where('address', '=', target.address)
      .where('memo', '=', target.memo)
      .executeTakeFirst();
    if (taken) continue;
    await trx
      .insertInto('deposit_addresses')
      .values({
        profile_id: request.profileId,
        currency: row.currency,
        network: request.network,
        address: target.address,
        memo: target.memo,
        provider: networks.providerOf?.(request.network) ?? networks.name,
        payment_order_id: request.orderId,
      })
      .execute();
    const created = await findOwn();
    if (created) return { address: created, confirmations: row.confirmations };
  }
  throw new Error(`No free deposit target for an order in ${row.currency} on ${request.network}`);
}
