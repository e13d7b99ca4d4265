import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';
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
export async function enqueueVerificationStatusWebhook(
  webhooks: MerchantWebhookPorts,
  trx: Kysely<Schema>,
  row: VerificationRow,
) {
  const refPrefix = `customer_verification:${row.id}:`;
  const change = (await webhooks.countByRefPrefix(trx, row.api_key_id, refPrefix)) + 1;
  const at = row.updated_at;
  const payload = {
    type: CUSTOMER_VERIFICATION_STATUS_CHANGED,
    timestamp: at.toISOString(),
    data: { ...toVerificationView(row), external_customer_id: row.external_customer_id },
  };
  await webhooks.enqueue(
    trx,
    {
      apiKeyId: row.api_key_id,
      webhookId: `msg_cv_${row.id.replaceAll('-', '')}_${change}`,
      eventType: CUSTOMER_VERIFICATION_STATUS_CHANGED,
      payload,
      transactionRef: `${refPrefix}${change}`,
      transactionStatus: row.status,
      at,
    },
    { isLiveKeyRequired: true },
  );
}
