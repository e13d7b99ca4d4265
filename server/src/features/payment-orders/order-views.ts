import type {
  DepositNextAction,
  PaymentOrder,
  PaymentOrderSettlement,
  PayOrder,
  PayOrderCrypto,
  TransactionView,
} from '@ferry/shared/contracts';
import { PAY_ORDER_PAYWAYS } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { type OrderRow, orderAmount } from './order-status';

/** The pay frame's address of an order; the key's public key lets the frame's door and CSP find the merchant's site. */
export function payUrlOf(publicUrl: string, order: OrderRow, publicKey: string): string {
  const url = new URL(`/pay-frame/order/${order.pay_token}`, `${publicUrl}/`);
  url.searchParams.set('apiKey', publicKey);
  return url.toString();
}

export async function externalIdOf(
  trx: Kysely<Schema>,
  transactionId: string | null,
): Promise<string | null> {
  if (!transactionId) return null;
  const row = await trx
    .selectFrom('transactions')
    .select('external_id')
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return row?.external_id ?? null;
}

export function toMerchantView(
  order: OrderRow,
  payUrl: string,
  transactionRef: string | null,
  settlement: PaymentOrderSettlement | null,
): PaymentOrder {
  return {
    id: order.id,
    status: order.status,
    amount: orderAmount(order),
    currency: order.currency,
    merchant_reference: order.merchant_reference,
    customer_reference: order.customer_reference,
    pay_url: payUrl,
    transaction_id: transactionRef,
    settlement,
    expires_at: order.expires_at.toISOString(),
    created_at: order.created_at.toISOString(),
    test_mode: order.is_test_mode,
  };
}

export interface PayOrderMerchant {
  name: string;
  domain: string | null;
}

/** What the customer holding the pay URL sees: the order and its payment, never the merchant's fee or balance. */
export function toPayView(
  order: OrderRow,
  merchant: PayOrderMerchant,
  payment: TransactionView | null,
  crypto: PayOrderCrypto | null,
): PayOrder {
  return {
    status: order.status,
    amount: orderAmount(order),
    currency: order.currency,
    merchant_reference: order.merchant_reference,
    merchant_name: merchant.domain ?? merchant.name,
    merchant_domain: merchant.domain,
    expires_at: order.expires_at.toISOString(),
    test_mode: order.is_test_mode,
    payways: [...PAY_ORDER_PAYWAYS],
    return_url: order.return_url,
    return_fail_url: order.return_fail_url,
    payment: payment && {
      status: payment.status,
      payway: payment.payway,
      next_action: order.status === 'WAIT' ? (order.next_action as DepositNextAction | null) : null,
      bank_details: payment.bank_details,
      failure_code: payment.failure_code,
    },
    crypto,
  };
}
