import type { AppModule, ModuleContext } from '../module-context/module-context';
import { createOutboxDispatcher } from './outbox-dispatcher';
import { createOutboxRetention } from './outbox-retention';

/**
 * Live status: the dispatcher that moves outbox events onto the bus. The socket itself is served
 * beside hono on the HTTP server's upgrade event (attach-realtime.ts, wired in start-server.ts).
 */
export function createRealtimeModule(context: ModuleContext): AppModule {
  return {
    routes: [],
    workers: [
      createOutboxDispatcher({ db: context.db, bus: context.bus, nowMs: context.nowMs }),
      createOutboxRetention({ db: context.db, nowMs: context.nowMs }),
    ],
  };
}
