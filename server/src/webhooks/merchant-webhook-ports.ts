import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** A message for a key's merchant webhook endpoint (the merchant-webhooks feature delivers it). */
export interface MerchantWebhookMessage {
  apiKeyId: string;
  webhookId: string;
  eventType: string;
  /** The body as sent, stored as JSON. */
  payload: unknown;
  /** What the message tells about; the key, ref and status together are told once. */
  transactionRef: string;
  transactionStatus: string;
  /** When it happened; the message is due at once. */
  at: Date;
}

/**
 * Other features' way into the merchant webhooks' tables: the merchant-webhooks feature fills
 * these and the composition root hands them on, so no feature writes another's rows.
 */
export interface MerchantWebhookPorts {
  /**
   * Queues the message in the caller's transaction when the key has an endpoint (with
   * `isLiveKeyRequired`, only while the key is not deleted); one already queued for the same key,
   * ref and status is kept as it is.
   */
  enqueue(
    trx: Kysely<Schema>,
    message: MerchantWebhookMessage,
    options?: { isLiveKeyRequired?: boolean },
  ): Promise<void>;
  /** How many messages the key was sent whose ref starts with `refPrefix`. */
  countByRefPrefix(trx: Kysely<Schema>, apiKeyId: string, refPrefix: string): Promise<number>;
  /** Whether the key has a webhook endpoint (whose secret signs the key's callbacks). */
  hasEndpoint(apiKeyId: string): Promise<boolean>;
}
