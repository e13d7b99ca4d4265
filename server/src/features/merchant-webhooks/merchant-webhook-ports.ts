import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';

/** The merchant webhooks' tables as other features reach them (webhooks/merchant-webhook-ports.ts). */
export function createMerchantWebhookPorts(db: Kysely<Schema>): MerchantWebhookPorts {
  return {
    async enqueue(trx, message, options = {}) {
      const at = message.at.toISOString();
      const liveKey = options.isLiveKeyRequired
        ? sql`JOIN api_keys k ON k.id = e.api_key_id AND k.deleted_at IS NULL`
        : sql``;
      await sql`
        INSERT INTO merchant_webhook_messages
          (api_key_id, webhook_id, event_type, payload, transaction_ref, transaction_status, created_at, next_attempt_at)
        SELECT e.api_key_id, ${message.webhookId}, ${message.eventType}, ${JSON.stringify(message.payload)}::jsonb,
          ${message.transactionRef}, ${message.transactionStatus}, ${at}::timestamptz, ${at}::timestamptz
        FROM merchant_webhook_endpoints e
        ${liveKey}
        WHERE e.api_key_id = ${message.apiKeyId}
        ON CONFLICT DO NOTHING`.execute(trx);
    },
    async countByRefPrefix(trx, apiKeyId, refPrefix) {
      const told = await trx
        .selectFrom('merchant_webhook_messages')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('api_key_id', '=', apiKeyId)
        .where('transaction_ref', 'like', `${refPrefix}%`)
        .executeTakeFirstOrThrow();
      return told.count;
    },
    async hasEndpoint(apiKeyId) {
      const endpoint = await db
        .selectFrom('merchant_webhook_endpoints')
        .select('api_key_id')
        .where('api_key_id', '=', apiKeyId)
        .executeTakeFirst();
      return endpoint !== undefined;
    },
  };
}
