import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { returnUrlSchema } from './return-url';

const isoDateTime = z.string().datetime({ offset: true });

/**
 * Where a key's webhooks go: the one return/callback URL rule. The server checks more than the
 * shape: every address the name resolves to must be public (OUTBOUND_ALLOW_PRIVATE_TARGETS aside).
 */
export const merchantWebhookUrlSchema = returnUrlSchema;

export const merchantWebhookEndpointSchema = z.object({
  url: z.string(),
  /** While an old secret still signs alongside the new one (after a rotation), until when. */
  previous_secret_until: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type MerchantWebhookEndpoint = z.infer<typeof merchantWebhookEndpointSchema>;

export const MERCHANT_WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type MerchantWebhookDeliveryState = (typeof MERCHANT_WEBHOOK_DELIVERY_STATES)[number];

export const merchantWebhookAttemptSchema = z.object({
  attempt: z.number().int().min(1),
  is_resend: z.boolean(),
  started_at: isoDateTime,
  /** The receiver's HTTP status; null when it did not answer (then `error` says why). */
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  response_ms: z.number().int().min(0),
  /** When the schedule tries again after this attempt; null when it does not. */
  next_retry_at: isoDateTime.nullable(),
});
export type MerchantWebhookAttempt = z.infer<typeof merchantWebhookAttemptSchema>;

export const merchantWebhookDeliverySchema = z.object({
  /** The `webhook-id` header: the same on every attempt and on a resend. */
  id: z.string(),
  event_type: z.string(),
  /** Where it is sent instead of the endpoint (a widget frame's callbackUrl); null: the endpoint. */
  target_url: z.string().nullable(),
  state: z.enum(MERCHANT_WEBHOOK_DELIVERY_STATES),
  created_at: isoDateTime,
  next_attempt_at: isoDateTime.nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** Newest first. */
  attempts: z.array(merchantWebhookAttemptSchema),
});
export type MerchantWebhookDelivery = z.infer<typeof merchantWebhookDeliverySchema>;

const keyScoped = {
  tag: 'merchant-webhooks',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { apiKeyId: 'apiKey' },
} as const;

export const getMerchantWebhook = defineEndpoint({
  ...keyScoped,
  id: 'getMerchantWebhook',
  method: 'GET',
  path: 'api-keys/:apiKeyId/webhook',
  summary: 'The key’s webhook endpoint, if one is set (never its secret)',
  response: z.object({ endpoint: merchantWebhookEndpointSchema.nullable() }),
});

export const setMerchantWebhook = defineEndpoint({
  ...keyScoped,
  id: 'setMerchantWebhook',
  method: 'PUT',
  path: 'api-keys/:apiKeyId/webhook',
  summary: 'Set where the key’s webhooks go; the first set answers the signing secret, shown this once',
  body: z.object({ url: merchantWebhookUrlSchema }),
  response: z.object({ endpoint: merchantWebhookEndpointSchema, secret: z.string().nullable() }),
});

export const rotateMerchantWebhookSecret = defineEndpoint({
  ...keyScoped,
  id: 'rotateMerchantWebhookSecret',
  method: 'POST',
  path: 'api-keys/:apiKeyId/webhook/secret-rotation',
  summary: 'A new signing secret, shown this once; the old one keeps signing alongside for a while',
  response: z.object({ endpoint: merchantWebhookEndpointSchema, secret: z.string() }),
});

export const listMerchantWebhookDeliveries = defineEndpoint({
  ...keyScoped,
  id: 'listMerchantWebhookDeliveries',
  method: 'GET',
  path: 'api-keys/:apiKeyId/webhook/deliveries',
  summary: 'The delivery log: the key’s latest webhooks, each with its attempts',
  response: z.object({ deliveries: z.array(merchantWebhookDeliverySchema) }),
});

export const resendMerchantWebhookDelivery = defineEndpoint({
  ...keyScoped,
  id: 'resendMerchantWebhookDelivery',
  method: 'POST',
  path: 'api-keys/:apiKeyId/webhook/deliveries/:deliveryId/resend',
  summary: 'Send a webhook again now, under the same id',
  response: merchantWebhookDeliverySchema,
});
