import type { MerchantWebhookDelivery, MerchantWebhookEndpoint } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Sealing } from '../../auth/sealing';
import type { Outbound } from '../../http/outbound/outbound';
import { enforceRate, type RateLimiter } from '../../rate-limit/rate-limiter';
import type { EndpointRow, MerchantWebhooksRepo } from './merchant-webhooks.repo';
import { generateWebhookSecret } from './standard-webhook-signature';

/**
 * After a rotation the old secret keeps signing next to the new one this long, so the merchant
 * can deploy the new secret without refusing a single webhook in between.
 */
export const MERCHANT_WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60_000;

/**
 * The shape every message id has (`msg_` and lower-case letters, digits and underscores, as the
 * producers write them: `msg_<outbox id>`, `msg_fc_…`/`msg_fs_…` for frame callbacks, `msg_po_…`
 * for payment orders, `msg_cv_…` for customer verifications). The id is only looked up under the
 * caller's key, so the check keeps junk out of the query, not one producer's format in.
 */
const WEBHOOK_ID = /^msg_[0-9a-z_]{1,60}$/;

/**
 * Resends per key: enough to replay a day's failures by hand, not a way to make Ferry hammer a URL
 * (each resend is a signed POST to the key's endpoint or a frame's callbackUrl).
 */
const RESEND_RULE = { name: 'merchant-webhook.resend.key', limit: 60, windowSeconds: 600 };

interface Dependencies {
  repo: MerchantWebhooksRepo;
  rateLimiter: RateLimiter;
  sealing: Sealing;
  nowMs: () => number;
  /** Checks the URL as the delivery will (https, public addresses unless the setting allows). */
  outbound: Pick<Outbound, 'checkUrl'>;
}

function viewEndpoint(row: EndpointRow, nowMs: number): MerchantWebhookEndpoint {
  const until = row.previous_secret_until;
  return {
    url: row.url,
    previous_secret_until: until !== null && until.getTime() > nowMs ? until.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The key owner's side of merchant webhooks. The route guard has already proved the key is the
 * caller's profile's (`ownedParams`), so every call here is scoped by the key id alone.
 */
export function createMerchantWebhooksService(deps: Dependencies) {
  const { repo } = deps;
  return {
    async get(apiKeyId: string) {
      const row = await repo.findEndpoint(apiKeyId);
      return { endpoint: row ? viewEndpoint(row, deps.nowMs()) : null };
    },

    /** Sets the URL; the first set makes the signing secret and answers it, this once. */
    async set(apiKeyId: string, urlText: string) {
      const url = await deps.outbound.checkUrl(urlText, 'url');
      const existing = await repo.findEndpoint(apiKeyId);
      const secret = existing ? null : generateWebhookSecret();
      // An existing endpoint keeps its secret (the insert's value is not used on a conflict).
      const sealed = deps.sealing.seal(secret ?? generateWebhookSecret());
      const row = await repo.saveEndpoint(apiKeyId, url, sealed, new Date(deps.nowMs()));
      return { endpoint: viewEndpoint(row, deps.nowMs()), secret };
    },

    async rotate(apiKeyId: string) {
      const secret = generateWebhookSecret();
      const nowMs = deps.nowMs();
      const row = await repo.rotateSecret(
        apiKeyId,
        deps.sealing.seal(secret),
        new Date(nowMs + MERCHANT_WEBHOOK_SECRET_OVERLAP_MS),
        new Date(nowMs),
      );
      // The key is there (the guard saw it); what it lacks is an endpoint to rotate.
      if (!row) throw new DomainError('UNPROCESSABLE_ENTITY', { reason: 'webhook_not_set' });
      return { endpoint: viewEndpoint(row, nowMs), secret };
    },

    async list(apiKeyId: string) {
      return { deliveries: await repo.listDeliveries(apiKeyId) };
    },

    async resend(apiKeyId: string, webhookId: string): Promise<MerchantWebhookDelivery> {
      if (!WEBHOOK_ID.test(webhookId))
        throw new DomainError('VALIDATION_ERROR', { reason: 'delivery_id_malformed' });
      await enforceRate(deps.rateLimiter, RESEND_RULE, apiKeyId);
      if (!(await repo.requestResend(apiKeyId, webhookId, new Date(deps.nowMs()))))
        throw new DomainError('NOT_FOUND');
      const [delivery] = await repo.listDeliveries(apiKeyId, webhookId);
      if (!delivery) throw new DomainError('NOT_FOUND');
      return delivery;
    },
  };
}

export type MerchantWebhooksService = ReturnType<typeof createMerchantWebhooksService>;
