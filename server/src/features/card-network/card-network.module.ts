import { listCardAuthorizations } from '@ferry/shared/contracts';
import { findCurrency, minorToDecimal } from '@ferry/shared/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import { defineWireRoute } from '../../http/wire-route';
import { toMinor } from '../../ledger/minor';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import {
  authorizationRequestSchema,
  CARD_NETWORK_SIGNATURE_HEADER,
  isCardNetworkSignatureValid,
  networkEventSchema,
  SANDBOX_CARD_NETWORK_SECRET,
} from '../../providers/card-network/card-network-wire';
import { createSandboxCardNetwork } from '../../providers/card-network/sandbox-card-network';
import { createCardAuthorizer } from './authorize-card';
import { createCardEvents } from './card-events';
import { createCardExpirySweeper } from './card-expiry-sweeper';
import { receiveCardAuthorization, receiveCardNetworkEvent } from './card-network.contracts';
import { listAuthorizations } from './card-network.repo';
import type { StoredLeg } from './card-network.schema';
import type { CardNetworkPorts } from './card-network-ports';
import { createCardNotices, declineMessageKey } from './card-notices';
import { createCardNetworkDriveRoutes } from './drive-routes';

/** The shared secret the network signs with; none (every message refused) without a network. */
export function cardNetworkSecretOf(ctx: ModuleContext): string | undefined {
  return ctx.config.providersMode === 'sandbox' ? SANDBOX_CARD_NETWORK_SECRET : undefined;
}

/** Reads the network's signed JSON: 401 for a forged or stale signature, 400 for a body not of its shape. */
function readSigned(
  ctx: ModuleContext,
  c: Context<AppEnv>,
  text: string | undefined,
): Response | { json: unknown } {
  const secret = cardNetworkSecretOf(ctx);
  const body = text ?? '';
  const nowSeconds = Math.floor(ctx.nowMs() / 1000);
  if (
    !secret ||
    !isCardNetworkSignatureValid(secret, body, c.req.header(CARD_NETWORK_SIGNATURE_HEADER), nowSeconds)
  )
    return c.json({ error: 'signature_invalid' }, 401);
  try {
    return { json: JSON.parse(body) as unknown };
  } catch {
    return c.json({ error: 'body_not_json' }, 400);
  }
}

/**
 * The card network's side of the payment card (issue 28): the real-time authorization endpoint,
 * the lifecycle events, the card's authorization history, the expiry sweep, and in sandbox mode
 * the sandbox network with its drive routes.
 */
export function createCardNetworkModule(ctx: ModuleContext, ports: CardNetworkPorts): AppModule {
  const notices = createCardNotices({ notify: ports.notify, ledger: ctx.ledger });
  const authorizer = createCardAuthorizer({ ctx, ports, notices });
  const events = createCardEvents({ ctx, ports, notices });
  const routes: EndpointRoute[] = [
    defineWireRoute(receiveCardAuthorization, async ({ c, text }) => {
      const startedMs = performance.now();
      const read = readSigned(ctx, c, text);
      if (read instanceof Response) return read;
      const request = authorizationRequestSchema.safeParse(read.json);
      if (!request.success)
        return c.json({ error: 'body_invalid', issues: request.error.issues.length }, 400);
      const { answer } = await authorizer.authorize(request.data, startedMs);
      return c.json(answer, 200);
    }),
    defineWireRoute(receiveCardNetworkEvent, async ({ c, text }) => {
      const read = readSigned(ctx, c, text);
      if (read instanceof Response) return read;
      const event = networkEventSchema.safeParse(read.json);
      if (!event.success) return c.json({ error: 'body_invalid', issues: event.error.issues.length }, 400);
      const { outcome } = await events.apply(event.data);
      // A retry the network must make later (the authorization not arrived yet) is a 409.
      return c.json({ outcome }, outcome.startsWith('retry:') ? 409 : 200);
    }),
    defineRoute(listCardAuthorizations, async ({ params, query }) => {
      const rows = await listAuthorizations(ctx.db, params.cardId ?? '', query.limit);
      return {
        authorizations: rows.map((row) => {
          const legs = row.legs as StoredLeg[];
          const spendScale = findCurrency(row.currency)?.scale ?? 2;
          const money = (minor: string) => minorToDecimal(toMinor(minor), spendScale);
          return {
            id: row.id,
            status: row.status,
            kind: row.kind,
            amount: money(row.status === 'declined' ? row.amount : row.approved_amount),
            currency: row.currency,
            merchant_name: row.merchant_name,
            merchant_category: row.merchant_category,
            decline_message_key: row.decline_reason ? declineMessageKey(row.decline_reason) : null,
            legs: legs.map((leg) => ({
              currency: leg.currency,
              amount: minorToDecimal(BigInt(leg.held), leg.scale),
              rate: leg.rate,
            })),
            captured_amount: money(row.captured_amount),
            refunded_amount: money(row.refunded_amount),
            transaction_external_id: row.status === 'captured' ? row.transaction_external_id : null,
            created_at: row.created_at.toISOString(),
          };
        }),
      };
    }),
  ];
  const secret = cardNetworkSecretOf(ctx);
  if (secret && ports.transport) {
    const network = createSandboxCardNetwork({ transport: ports.transport, secret, nowMs: ctx.nowMs });
    routes.push(...createCardNetworkDriveRoutes({ network, cards: ports.cards, db: ctx.db }));
  }
  return { routes, workers: [createCardExpirySweeper({ ctx, ports, events })] };
}
