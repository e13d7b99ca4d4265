import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { MerchantKeyRelations } from '../../webhooks/merchant-key-relations';
import { createDeliveryLogRetention } from './delivery-log-retention';
import { createMerchantWebhookDelivery } from './delivery-worker';
import { createMerchantWebhookIntake } from './event-intake';
import { createFrameCallbackIntake } from './frame-callback-intake';
import { createMerchantWebhooksRepo } from './merchant-webhooks.repo';
import { createMerchantWebhooksRoutes } from './merchant-webhooks.routes';
import { createMerchantWebhooksService } from './merchant-webhooks.service';

/**
 * Merchant webhooks in the Standard Webhooks format: an endpoint per API key, the
 * intake that turns merchant customers' transaction events into messages, the delivery worker
 * with its retry schedule, and the delivery log with resend for the key's owner (kept 90 days).
 */
/** `keyRelations`: whom each key serves (its customers and frame orders, in api-keys). */
export function createMerchantWebhooksModule(
  ctx: ModuleContext,
  ports: { keyRelations: MerchantKeyRelations },
): AppModule {
  const repo = createMerchantWebhooksRepo(ctx.db);
  const service = createMerchantWebhooksService({
    repo,
    rateLimiter: ctx.rateLimiter,
    sealing: ctx.sealing,
    nowMs: ctx.nowMs,
    outbound: ctx.outbound,
  });
  return {
    routes: createMerchantWebhooksRoutes(service),
    workers: [
      createMerchantWebhookIntake({ db: ctx.db, nowMs: ctx.nowMs, keyRelations: ports.keyRelations }),
      createFrameCallbackIntake({ db: ctx.db, nowMs: ctx.nowMs, keyRelations: ports.keyRelations }),
      createMerchantWebhookDelivery({
        repo,
        sealing: ctx.sealing,
        logger: ctx.logger,
        nowMs: ctx.nowMs,
        fetch: ctx.outbound.fetch,
      }),
      createDeliveryLogRetention({ db: ctx.db, nowMs: ctx.nowMs }),
    ],
  };
}
