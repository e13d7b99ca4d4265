import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { CryptoOrderDeposits } from '../../money-operations/crypto-order-deposits';

/** The coin whose amount the order's credited transfers completed. */
export interface PaidCoin {
  /** The transfer that completed the amount. */
  transactionId: string;
  currency: string;
  /** The coin's amount fixed for the order, and its locked rate (order currency per coin). */
  amountMinor: bigint;
  rate: string;
  /** What the transfers up to the completing one brought, and the deposit fees charged on them. */
  creditedMinor: bigint;
  feeMinor: bigint;
}

/** Where an order's crypto payment stands, read under the order's lock. */
export interface CryptoProgress {
  /** The coin whose amount was completed, once credited. */
  paid: PaidCoin | null;
  /** A transfer still gathering confirmations. */
  confirming: string | null;
  /** Every transfer to the order's targets (any coin). */
  transactionIds: ReadonlySet<string>;
  transferCount: number;
}

/**
 * The order's crypto payment from its transfers; null when no coin was ever chosen. A coin's
 * amount counts once its credited transfers add up to it: several smaller transfers pay it too
 * (the customer may send the rest of an underpayment). Coins are never added together.
 */
export async function cryptoProgressOf(
  deposits: CryptoOrderDeposits,
  trx: Kysely<Schema>,
  orderId: string,
): Promise<CryptoProgress | null> {
  const targets = await trx
    .selectFrom('payment_order_crypto')
    .select(['currency', 'amount_minor', 'rate'])
    .where('order_id', '=', orderId)
    .execute();
  if (targets.length === 0) return null;
  const transfers = await deposits.transfersToOrder(trx, orderId);
  let paid: PaidCoin | null = null;
  for (const target of targets) {
    let creditedMinor = 0n;
    let feeMinor = 0n;
    for (const transfer of transfers) {
      if (transfer.currency !== target.currency || !transfer.isCredited) continue;
      creditedMinor += transfer.amountMinor;
      feeMinor += transfer.feeMinor;
      if (creditedMinor >= BigInt(target.amount_minor)) {
        paid = {
          transactionId: transfer.transactionId,
          currency: target.currency,
          amountMinor: BigInt(target.amount_minor),
          rate: target.rate,
          creditedMinor,
          feeMinor,
        };
        break;
      }
    }
    if (paid) break;
  }
  return {
    paid,
    confirming: transfers.find((transfer) => transfer.isConfirming)?.transactionId ?? null,
    transactionIds: new Set(transfers.map((transfer) => transfer.transactionId)),
    transferCount: transfers.length,
  };
}
