import { createCardDetailsToken, openCardDetailsPage } from '@ferry/shared/contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import { defineWireRoute } from '../../http/wire-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { CardReveal } from '../../providers/card-issuer/sandbox-card-reveal';
import { createCardDetailsService, type FindCardForDetails } from './card-details.service';
import { CARD_DETAILS_PAGE_PATH, createCardDetailsOrigin } from './card-details-origin';
import { createCardDetailsTokensRepo } from './card-details-tokens.repo';

export interface CardDetailsPorts {
  /** The card's owner, state and issuer token (the payment-cards feature's table). */
  findCard: FindCardForDetails;
  /** The issuer's side that turns the card's token into its number. */
  issuer: CardReveal;
}

/** The card-details origin's app and where browsers reach it, once its listener has a port. */
export interface CardDetailsOrigin {
  app: Hono<AppEnv>;
  /** Called by the server once the listener is up, with the port it got. */
  bind(port: number): void;
  /** `scheme://host:port` of the page, as browsers name it. */
  origin(): string;
}

/**
 * Card details (issue 28): `POST payment-cards/:cardId/details-token` on the main API (behind the
 * 2FA card-details scope, for the user's own active card) and the page on its own origin that
 * spends the token for the number, expiry and CVV.
 */
export function createCardDetailsModule(
  ctx: ModuleContext,
  ports: CardDetailsPorts,
): AppModule & { cardDetailsOrigin: CardDetailsOrigin } {
  const publicUrl = new URL(ctx.config.publicUrl);
  let boundPort = ctx.config.cardDetails.port;
  const origin = () =>
    ctx.config.cardDetails.origin ?? `${publicUrl.protocol}//${publicUrl.hostname}:${boundPort}`;
  const service = createCardDetailsService({
    tokens: createCardDetailsTokensRepo(ctx.db, ctx.nowMs),
    findCard: ports.findCard,
    issuer: ports.issuer,
    pageUrl: () => `${origin()}${CARD_DETAILS_PAGE_PATH}`,
  });
  const app = createCardDetailsOrigin({
    service,
    logger: ctx.logger,
    appOrigin: publicUrl.origin,
    ownOrigin: origin,
  });
  return {
    routes: [
      defineRoute(createCardDetailsToken, (input) =>
        service.createToken(requireUser(input).userId, input.params.cardId ?? ''),
      ),
      // The spec's route on the app's origin sends the browser on, query and fragment kept.
      defineWireRoute(openCardDetailsPage, ({ c }) => {
        const { search } = new URL(c.req.url);
        return c.redirect(`${origin()}${CARD_DETAILS_PAGE_PATH}${search}`, 302);
      }),
    ],
    cardDetailsOrigin: {
      app,
      bind: (port) => {
        boundPort = port;
      },
      origin,
    },
  };
}
