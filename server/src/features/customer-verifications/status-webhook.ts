import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { VerificationRow } from './customer-verifications.repo';
import { toVerificationView } from './verification-view';

export const CUSTOMER_VERIFICATION_STATUS_CHANGED = 'customer_verification.status_changed';

/**
 * Tells the key's webhook endpoint that a verification moved, as `payment_order.status_changed`
 * does for orders: a merchant webhook message (same worker, signature, retries and delivery log)
 * written in the transaction that moves the verification, so it exists exactly when the move
 * commits. A verification may pass a status twice (PROCESSING after a RETRY), so each change is
 * numbered: the ref `customer_verification:<id>:<n>` keeps the table's (key, ref, status)
 * uniqueness from swallowing the second one. The caller holds the verification's row lock, so the
 * count cannot race.
 */
export async function enqueueVerificationStatusWebhook(trx: Kysely<Schema>, row: VerificationRow) {
  const refPrefix = `customer_verification:${row.id}:`;
  const told = await trx
    .selectFrom('merchant_webhook_messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('api_key_id', '=', row.api_key_id)
    .where('transaction_ref', 'like', `${refPrefix}%`)
    .executeTakeFirstOrThrow();
  const change = told.count + 1;
  const at = row.updated_at;
  const payload = {
    type: CUSTOMER_VERIFICATION_STATUS_CHANGED,
    timestamp: at.toISOString(),
    data: { ...toVerificationView(row), external_customer_id: row.external_customer_id },
  };
  const webhookId = `msg_cv_${row.id.replaceAll('-', '')}_${change}`;
  await sql`
    INSERT INTO merchant_webhook_messages
      (api_key_id, webhook_id, event_type, payload, transaction_ref, transaction_status, created_at, next_attempt_at)
    SELECT e.api_key_id, ${webhookId}, ${CUSTOMER_VERIFICATION_STATUS_CHANGED}, ${JSON.stringify(payload)}::jsonb,
      ${`${refPrefix}${change}`}, ${row.status}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    FROM merchant_webhook_endpoints e
    JOIN api_keys k ON k.id = e.api_key_id AND k.deleted_at IS NULL
    WHERE e.api_key_id = ${row.api_key_id}
    ON CONFLICT DO NOTHING`.execute(trx);
}
