import type { AppModule, ModuleContext } from '../module-context/module-context';
import { createWebhooksRepo } from './webhooks.repo';
import { createWebhooksWorker } from './webhooks-worker';

/** Signed merchant webhooks, sent from `webhook_deliveries` by a background worker. */
export function createWebhooksModule(context: ModuleContext): AppModule {
  return {
    routes: [],
    workers: [
      createWebhooksWorker({
        repo: createWebhooksRepo(context.db),
        logger: context.logger,
        nowMs: context.nowMs,
        fetch: context.outbound.fetch,
      }),
    ],
  };
}
