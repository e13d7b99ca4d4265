import type { Logger } from '../logging/logger';
import type { BackgroundWorker } from '../workers/background-worker';
import { nextRetryDelayMs } from './retry-schedule';
import { type FetchLike, sendWebhook } from './webhook-sender';
import { signWebhook } from './webhook-signature';
import type { AttemptResult, DueDelivery, WebhooksRepo } from './webhooks.repo';

export const WEBHOOKS_WORKER = 'webhooks';
const INTERVAL_MS = 1000;
const BATCH_SIZE = 20;
/** Longer than the 10 s call timeout, so a claimed row is not taken again while its call runs. */
const LEASE_MS = 60_000;

interface Dependencies {
  repo: WebhooksRepo;
  logger: Logger;
  nowMs: () => number;
  /** The outbound guard's fetch: it refuses private targets unless the setting allows them. */
  fetch: FetchLike;
  random?: () => number;
  timeoutMs?: number;
}

/**
 * Delivers merchant webhooks: each due row is signed afresh (new timestamp, same id), posted,
 * and either marked delivered, rescheduled with backoff, or given up after the last retry.
 */
export function createWebhooksWorker(deps: Dependencies): BackgroundWorker {
  const fetchFn = deps.fetch;
  const random = deps.random ?? Math.random;

  async function attempt(delivery: DueDelivery): Promise<AttemptResult> {
    // A deleted key takes its signing secret with it: nothing left can prove the sender.
    if (!delivery.secretHash) return { kind: 'gave-up', status: null, error: 'api_key_deleted' };
    const body = JSON.stringify(delivery.payload);
    const timestamp = String(Math.floor(deps.nowMs() / 1000));
    const outcome = await sendWebhook(fetchFn, {
      url: delivery.url,
      headers: signWebhook(delivery.secretHash, { id: delivery.id, timestamp, body }),
      body,
      ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
    });
    if (outcome.isDelivered) return { kind: 'delivered', status: outcome.status };
    const delayMs = outcome.isPermanent ? undefined : nextRetryDelayMs(delivery.attempts + 1, random);
    if (delayMs === undefined) return { kind: 'gave-up', status: outcome.status, error: outcome.error };
    return {
      kind: 'retry',
      status: outcome.status,
      error: outcome.error,
      nextAttemptAt: new Date(deps.nowMs() + delayMs),
    };
  }

  return {
    name: WEBHOOKS_WORKER,
    intervalMs: INTERVAL_MS,
    async runOnce() {
      const due = await deps.repo.claimDue(new Date(deps.nowMs()), LEASE_MS, BATCH_SIZE);
      await Promise.all(
        due.map(async (delivery) => {
          const result = await attempt(delivery);
          await deps.repo.record(delivery.id, result, new Date(deps.nowMs()));
          if (result.kind === 'gave-up') {
            deps.logger.warn({ deliveryId: delivery.id, error: result.error }, 'webhook given up');
          }
        }),
      );
      return due.length;
    },
  };
}
