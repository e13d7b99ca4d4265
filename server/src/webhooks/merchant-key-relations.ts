import type { RawBuilder } from 'kysely';

/**
 * Whom a merchant key serves, as SQL relations the merchant webhooks' intake queries join over
 * many keys at once: the api-keys feature, which owns these tables, writes them, and the
 * composition root hands them on. Each is a parenthesised subquery to alias in a FROM or JOIN.
 */
export interface MerchantKeyRelations {
  /** (api_key_id, user_id, external_customer_id): each merchant customer of a key. */
  customersSql(): RawBuilder<unknown>;
  /**
   * (api_key_id, transaction_id, external_customer_id, callback_url, created_at): each money order
   * a customer started in a key's widget frame.
   */
  frameOrdersSql(): RawBuilder<unknown>;
}
