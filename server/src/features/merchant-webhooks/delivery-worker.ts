import type { Sealing } from '../../auth/sealing';
import type { Logger } from '../../logging/logger';
import { type FetchLike, sendWebhook } from '../../webhooks/webhook-sender';
import type { BackgroundWorker } from '../../workers/background-worker';
import type {
  AttemptRecord,
  ClaimedMessage,
  EndpointRow,
  MerchantWebhooksRepo,
} from './merchant-webhooks.repo';
import { nextMerchantRetryDelayMs } from './retry-schedule';
import { standardWebhookHeaders } from './standard-webhook-signature';

export const MERCHANT_WEBHOOK_DELIVERY = 'merchant-webhook-delivery';
/** A receiver that does not answer in this time counts as down for this attempt. */
export const MERCHANT_WEBHOOK_TIMEOUT_MS = 15_000;
const INTERVAL_MS = 1000;
const BATCH_SIZE = 20;
/** Well past the call timeout, so a claimed message is not taken again while its call runs. */
const LEASE_MS = 60_000;

interface Dependencies {
  repo: MerchantWebhooksRepo;
  sealing: Sealing;
  logger: Logger;
  nowMs: () => number;
  /** The outbound guard's fetch: it refuses private targets unless the setting allows them. */
  fetch: FetchLike;
  random?: () => number;
  timeoutMs?: number;
}

/** The secrets that sign now: the current one, and the previous one inside its overlap window. */
export function signingSecretsOf(endpoint: EndpointRow, sealing: Sealing, nowMs: number): string[] {
  const secrets = [sealing.open(endpoint.secret_sealed)];
  const isOverlapping =
    endpoint.previous_secret_sealed !== null &&
    endpoint.previous_secret_until !== null &&
    endpoint.previous_secret_until.getTime() > nowMs;
  if (isOverlapping && endpoint.previous_secret_sealed)
    secrets.push(sealing.open(endpoint.previous_secret_sealed));
  return secrets;
}

/**
 * Delivers merchant webhooks: each due message is signed afresh (new timestamp, same
 * `webhook-id`), posted to the key's endpoint only (or the widget frame's callbackUrl the message
 * names; no redirects), and every attempt is logged
 * with its status and time. A failure waits its turn in the retry schedule; a success ends it.
 */
export function createMerchantWebhookDelivery(deps: Dependencies): BackgroundWorker {
  const fetchFn = deps.fetch;
  const random = deps.random ?? Math.random;

  async function attempt(message: ClaimedMessage): Promise<AttemptRecord> {
    const startedAtMs = deps.nowMs();
    const startedAt = new Date(startedAtMs);
    if (!message.endpoint) {
      return {
        startedAt,
        statusCode: null,
        error: 'endpoint_removed',
        responseMs: 0,
        isDelivered: false,
        nextRetryAt: null,
        isGivenUp: true,
        countsInSchedule: true,
      };
    }
    const body = JSON.stringify(message.payload);
    const headers = standardWebhookHeaders(signingSecretsOf(message.endpoint, deps.sealing, startedAtMs), {
      id: message.webhookId,
      timestampSeconds: Math.floor(startedAtMs / 1000),
      body,
    });
    const clockStart = performance.now();
    const outcome = await sendWebhook(fetchFn, {
      url: message.targetUrl ?? message.endpoint.url,
      headers,
      body,
      timeoutMs: deps.timeoutMs ?? MERCHANT_WEBHOOK_TIMEOUT_MS,
    });
    const responseMs = Math.max(0, Math.round(performance.now() - clockStart));
    if (outcome.isDelivered) {
      return {
        startedAt,
        statusCode: outcome.status,
        error: null,
        responseMs,
        isDelivered: true,
        nextRetryAt: null,
        isGivenUp: false,
        countsInSchedule: !message.isFinished,
      };
    }
    const failure = {
      startedAt,
      statusCode: outcome.status,
      error: outcome.error,
      responseMs,
      isDelivered: false,
    };
    // A resend of a finished message is one attempt: its schedule already ran.
    if (message.isResend && message.isFinished)
      return { ...failure, nextRetryAt: null, isGivenUp: false, countsInSchedule: false };
    const delayMs = outcome.isPermanent
      ? undefined
      : nextMerchantRetryDelayMs(message.scheduledAttempts + 1, random);
    return {
      ...failure,
      nextRetryAt: delayMs === undefined ? null : new Date(startedAtMs + delayMs),
      isGivenUp: delayMs === undefined,
      countsInSchedule: true,
    };
  }

  return {
    name: MERCHANT_WEBHOOK_DELIVERY,
    intervalMs: INTERVAL_MS,
    async runOnce() {
      const due = await deps.repo.claimDue(new Date(deps.nowMs()), LEASE_MS, BATCH_SIZE);
      await Promise.all(
        due.map(async (message) => {
          const record = await attempt(message);
          await deps.repo.recordAttempt(message, record);
          if (record.isGivenUp)
            deps.logger.warn(
              { webhookId: message.webhookId, error: record.error },
              'merchant webhook given up',
            );
        }),
      );
      return due.length;
    },
  };
}
