import type { Kysely, RawBuilder } from 'kysely';
import type { Schema } from '../db/schema';

/** A transfer that reached one of a payment order's crypto targets, as the deposits booked it. */
export interface OrderDepositTransfer {
  transactionId: string;
  currency: string;
  amountMinor: bigint;
  /** The deposit fee charged on it, in the coin. */
  feeMinor: bigint;
  isConfirming: boolean;
  /** Credited, and its transaction DONE. */
  isCredited: boolean;
}

/**
 * What payment orders read of the deposits' tables (their targets' addresses and transfers): the
 * deposits feature fills it and the composition root hands it on, so neither reads the other's rows.
 */
export interface CryptoOrderDeposits {
  /** The transfers to the order's targets (any coin), oldest first. */
  transfersToOrder(trx: Kysely<Schema>, orderId: string): Promise<OrderDepositTransfer[]>;
  /**
   * How many transfers reached the order's targets, as a SQL subquery for a query over many orders
   * (`orderId` is that query's reference to the order's id, e.g. `sql.ref('o.id')`).
   */
  transferCountSql(orderId: RawBuilder<unknown>): RawBuilder<number>;
  /** A target's address and memo (empty when none), by its id. */
  addressOf(trx: Kysely<Schema>, addressId: string): Promise<{ address: string; memo: string }>;
  /** What transfers to one target brought, in the coin's smallest unit (confirming ones included). */
  receivedMinorAt(trx: Kysely<Schema>, addressId: string): Promise<bigint>;
}
