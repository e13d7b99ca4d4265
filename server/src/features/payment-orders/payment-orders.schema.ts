import type { ColumnType } from 'kysely';

/** Payment orders paid in the pay frame (migrations 0036, 0042 and 0044). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Minor = ColumnType<string, bigint | string, bigint | string>;

export type PaymentOrderStatus = 'NEW' | 'WAIT' | 'DONE' | 'EXPIRED' | 'CANCELLED';

export interface PaymentOrdersTable {
  id: ColumnType<string, string | undefined, never>;
  api_key_id: string;
  profile_id: string;
  user_id: string;
  is_test_mode: boolean;
  pay_token: string;
  merchant_reference: string;
  customer_reference: string | null;
  customer_email: string | null;
  amount_minor: Minor;
  currency: string;
  callback_url: string | null;
  return_url: string | null;
  return_fail_url: string | null;
  status: PaymentOrderStatus;
  transaction_id: string | null;
  next_action: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  crypto_transfers_seen: ColumnType<number, number | undefined, number>;
}

/** The coin a customer chose to pay an order with: the order's own target and the amount fixed for it. */
export interface PaymentOrderCryptoTable {
  order_id: string;
  currency: string;
  network: string;
  address_id: string;
  amount_minor: Minor;
  rate: string;
  created_at: Timestamp;
}

/** How a coin-paid order settled in its own currency (migration 0044): one per order. */
export interface PaymentOrderSettlementsTable {
  order_id: string;
  transaction_id: string;
  coin: string;
  coin_minor: Minor;
  kept_minor: Minor;
  amount_minor: Minor;
  rate: string;
  created_at: Timestamp;
}

export interface PaymentOrdersSchema {
  payment_orders: PaymentOrdersTable;
  payment_order_crypto: PaymentOrderCryptoTable;
  payment_order_settlements: PaymentOrderSettlementsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends PaymentOrdersSchema {}
}
