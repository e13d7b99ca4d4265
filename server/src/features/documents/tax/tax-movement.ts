import type { Ratio } from '@ferry/shared/domain';

/**
 * How a value was found: the report currency itself, the transaction's own rate between its two
 * currencies, the rates history (nearest snapshot at or before; `rates-history-after` when only a
 * later one existed), or `none` when nothing priced it (valued at 0 and marked).
 */
export type PriceSource =
  | 'report-currency'
  | 'transaction-rate'
  | 'rates-history'
  | 'rates-history-after'
  | 'none';

/**
 * One line of the tax export: a leg of a custodial transaction or of a wallet event, valued in
 * the report currency. `acquire` opens a lot, `dispose` consumes lots, `fiat` moves the report
 * currency itself (no gain or loss, listed so every transaction appears), `transfer` moves an asset
 * between the user's own holdings (its lots carry over: no gain or loss, listed the same way).
 */
export interface TaxMovement {
  at: Date;
  source: 'account' | 'wallet';
  /** The transaction's id, or the wallet event's id. */
  reference: string;
  /** The transaction type (PAYIN_CONVERT, …) or the wallet move's label (`send`, `receive`, `fee`, `ownDepositFee`). */
  label: string;
  /** The wallet's address for a wallet event. */
  wallet?: string;
  event: 'acquire' | 'dispose' | 'fiat' | 'transfer';
  asset: string;
  quantityMinor: bigint;
  assetScale: number;
  /** The currency whose price gave the value: the asset, or what was paid or given for it. */
  valuedIn: string;
  /** Report-currency units per one unit of `valuedIn`; absent when nothing priced it. */
  price: Ratio | undefined;
  priceSource: PriceSource;
  /** In minor units of the report currency: the cost before fees, the proceeds before fees, or the amount. */
  value: bigint;
  /** Fees of this leg in minor units of the report currency. */
  fee: bigint;
}
