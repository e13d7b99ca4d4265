import type { MerchantWebhookAttempt, MerchantWebhookDelivery } from '@ferry/shared/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantWebhookEndpointsTable, MerchantWebhookMessagesTable } from './merchant-webhooks.schema';

export type EndpointRow = Selectable<MerchantWebhookEndpointsTable>;
type MessageRow = Selectable<MerchantWebhookMessagesTable>;

/** How many messages the delivery log shows, newest first. */
const LOG_SIZE = 50;

/** A message taken for one attempt, with where it goes and what signs it. */
export interface ClaimedMessage {
  apiKeyId: string;
  webhookId: string;
  payload: Record<string, unknown>;
  scheduledAttempts: number;
  isResend: boolean;
  /** Delivered or given up before: a resend of it is one attempt, no schedule after. */
  isFinished: boolean;
  /** Undefined when the key or its endpoint is gone. */
  endpoint: EndpointRow | undefined;
  /** Where it goes instead of the endpoint's URL (a widget frame's callbackUrl); null: the endpoint. */
  targetUrl: string | null;
}

export interface AttemptRecord {
  startedAt: Date;
  statusCode: number | null;
  error: string | null;
  responseMs: number;
  isDelivered: boolean;
  /** The next scheduled attempt, or null (delivered, given up, or a single resend). */
  nextRetryAt: Date | null;
  /** The schedule is over without a delivery. */
  isGivenUp: boolean;
  countsInSchedule: boolean;
}

function viewAttempt(row: Selectable<Schema['merchant_webhook_attempts']>): MerchantWebhookAttempt {
  return {
    attempt: row.attempt_number,
    is_resend: row.is_resend,
    started_at: row.started_at.toISOString(),
    status_code: row.status_code,
    error: row.error,
    response_ms: row.response_ms,
    next_retry_at: row.next_retry_at?.toISOString() ?? null,
  };
}

export function viewDelivery(row: MessageRow, attempts: MerchantWebhookAttempt[]): MerchantWebhookDelivery {
  let state: MerchantWebhookDelivery['state'] = 'failed';
  if (row.next_attempt_at !== null) state = 'pending';
  else if (row.delivered_at !== null) state = 'delivered';
  return {
    id: row.webhook_id,
    event_type: row.event_type,
    target_url: row.target_url,
    state,
    created_at: row.created_at.toISOString(),
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    payload: row.payload,
    attempts,
  };
}

export function createMerchantWebhooksRepo(db: Kysely<Schema>) {
  return {
    findEndpoint: (apiKeyId: string) =>
      db
        .selectFrom('merchant_webhook_endpoints')
        .selectAll()
        .where('api_key_id', '=', apiKeyId)
        .executeTakeFirst(),

    /** Sets the URL; a first set also stores the secret (`sealedSecret`). */
    saveEndpoint: (apiKeyId: string, url: string, sealedSecret: string, now: Date): Promise<EndpointRow> =>
      db
        .insertInto('merchant_webhook_endpoints')
        .values({ api_key_id: apiKeyId, url, secret_sealed: sealedSecret, updated_at: now })
        .onConflict((conflict) => conflict.column('api_key_id').doUpdateSet({ url, updated_at: now }))
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** The current secret becomes the previous one, signing alongside until `previousUntil`. */
    rotateSecret: (apiKeyId: string, sealedSecret: string, previousUntil: Date, now: Date) =>
      db
        .updateTable('merchant_webhook_endpoints')
        .set((eb) => ({
          previous_secret_sealed: eb.ref('secret_sealed'),
          previous_secret_until: previousUntil,
          secret_sealed: sealedSecret,
          updated_at: now,
        }))
        .where('api_key_id', '=', apiKeyId)
        .returningAll()
        .executeTakeFirst(),

    async listDeliveries(apiKeyId: string, webhookId?: string): Promise<MerchantWebhookDelivery[]> {
      let query = db
        .selectFrom('merchant_webhook_messages')
        .selectAll()
        .where('api_key_id', '=', apiKeyId)
        .orderBy('created_at', 'desc')
        .orderBy('webhook_id', 'desc')
        .limit(LOG_SIZE);
      if (webhookId !== undefined) query = query.where('webhook_id', '=', webhookId);
      const messages = await query.execute();
      if (messages.length === 0) return [];
      const attempts = await db
        .selectFrom('merchant_webhook_attempts')
        .selectAll()
        .where('api_key_id', '=', apiKeyId)
        .where(
          'webhook_id',
          'in',
          messages.map((message) => message.webhook_id),
        )
        .orderBy('attempt_number', 'desc')
        .execute();
      return messages.map((message) =>
        viewDelivery(
          message,
          attempts.filter((attempt) => attempt.webhook_id === message.webhook_id).map(viewAttempt),
        ),
      );
    },

    /** Makes a message due now as a resend; answers whether it exists. */
    async requestResend(apiKeyId: string, webhookId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('merchant_webhook_messages')
        .set({ next_attempt_at: now, resend_requested: true })
        .where('api_key_id', '=', apiKeyId)
        .where('webhook_id', '=', webhookId)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Takes up to `limit` due messages and moves their next attempt `leaseMs` ahead in one short
     * transaction (rows locked with SKIP LOCKED, so instances never wait on or take each other's);
     * the calls run outside it. An instance that dies mid-call leaves the row due again after the lease.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
      const claimed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('merchant_webhook_messages')
          .selectAll()
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        for (const row of rows) {
          await trx
            .updateTable('merchant_webhook_messages')
            .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
            .where('api_key_id', '=', row.api_key_id)
            .where('webhook_id', '=', row.webhook_id)
            .execute();
        }
        return rows;
      });
      if (claimed.length === 0) return [];
      const endpoints = await db
        .selectFrom('merchant_webhook_endpoints as e')
        .innerJoin('api_keys as k', 'k.id', 'e.api_key_id')
        .selectAll('e')
        .where('e.api_key_id', 'in', [...new Set(claimed.map((row) => row.api_key_id))])
        .where('k.deleted_at', 'is', null)
        .execute();
      const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.api_key_id, endpoint]));
      return claimed.map((row) => ({
        apiKeyId: row.api_key_id,
        webhookId: row.webhook_id,
        payload: row.payload,
        scheduledAttempts: row.scheduled_attempts,
        isResend: row.resend_requested,
        isFinished: row.delivered_at !== null || row.gave_up_at !== null,
        endpoint: endpointOf.get(row.api_key_id),
        targetUrl: row.target_url,
      }));
    },

    /** Writes the attempt to the log and the message's next step, together. */
    async recordAttempt(message: ClaimedMessage, record: AttemptRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await sql`
          INSERT INTO merchant_webhook_attempts
            (api_key_id, webhook_id, attempt_number, is_resend, started_at, status_code, error, response_ms, next_retry_at)
          SELECT ${message.apiKeyId}::uuid, ${message.webhookId}, COALESCE(MAX(attempt_number), 0) + 1,
            ${message.isResend}, ${record.startedAt}, ${record.statusCode}, ${record.error},
            ${record.responseMs}, ${record.nextRetryAt}
          FROM merchant_webhook_attempts
          WHERE api_key_id = ${message.apiKeyId}::uuid AND webhook_id = ${message.webhookId}`.execute(trx);
        await trx
          .updateTable('merchant_webhook_messages')
          .set((eb) => ({
            next_attempt_at: record.nextRetryAt,
            resend_requested: false,
            scheduled_attempts: record.countsInSchedule
              ? eb('scheduled_attempts', '+', 1)
              : eb.ref('scheduled_attempts'),
            ...(record.isDelivered ? { delivered_at: record.startedAt, gave_up_at: null } : {}),
            ...(record.isGivenUp ? { gave_up_at: record.startedAt } : {}),
          }))
          .where('api_key_id', '=', message.apiKeyId)
          .where('webhook_id', '=', message.webhookId)
          .execute();
      });
    },
  };
}

export type MerchantWebhooksRepo = ReturnType<typeof createMerchantWebhooksRepo>;
