import { sql } from 'kysely';
import type { MerchantKeyRelations } from '../../webhooks/merchant-key-relations';

/** The keys' customers and frame orders as the merchant webhooks' intake joins them. */
export function createMerchantKeyRelations(): MerchantKeyRelations {
  return {
    customersSql: () => sql`(SELECT api_key_id, user_id, external_customer_id FROM merchant_customers)`,
    frameOrdersSql: () =>
      sql`(SELECT api_key_id, transaction_id, external_customer_id, callback_url, created_at FROM widget_frame_orders)`,
  };
}
