import type { ModuleContext } from '../../module-context/module-context';
import type { BackgroundWorker } from '../../workers/background-worker';
import type { CardEvents } from './card-events';
import { dueForExpiry } from './card-network.repo';
import type { CardNetworkPorts } from './card-network-ports';

const BATCH_SIZE = 100;

/**
 * Ends the holds of authorizations no capture followed within AUTHORIZATION_EXPIRY_DAYS (7 days,
 * as Stripe's): each is an expiry event of Ferry's own, with an id made from the authorization's,
 * so a sweep that runs twice (or beside the network's own expiry) releases it once. A capture
 * that comes later still posts (card-events.ts).
 */
export function createCardExpirySweeper(deps: {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  events: CardEvents;
}): BackgroundWorker {
  return {
    name: 'card-authorization-expiry',
    intervalMs: 60_000,
    async runOnce() {
      const due = await dueForExpiry(deps.ctx.db, new Date(deps.ctx.nowMs()), BATCH_SIZE);
      let expired = 0;
      for (const authorization of due) {
        const card = await deps.ports.cards.findById(deps.ctx.db, authorization.card_id);
        if (!card) continue;
        const { outcome } = await deps.events.apply({
          event_id: `ferry_expiry_${authorization.id}`,
          type: 'expiry',
          card_token: card.issuerCardId,
          authorization_id: authorization.id,
        });
        if (outcome === 'applied') expired += 1;
      }
      return expired;
    },
  };
}
