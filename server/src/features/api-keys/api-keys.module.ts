import { linkFrameCustomer, openWidgetFrame } from '@ferry/shared/contracts';
import type { MerchantAuthenticator } from '../../auth/merchant-authenticator';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createApiKeysRepo } from './api-keys.repo';
import { createApiKeysRoutes } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';
import { createDnsDomainVerifier, createSandboxDomainVerifier } from './domain-verifier';
import type { FrameCallbackUrlDeps } from './frame-callback-url';
import { createKeyActingAccounts } from './key-acting-account';
import { createMerchantAuthenticator } from './merchant-signatures';
import { createSeenSignatures } from './seen-signatures';
import { createWidgetFrameService } from './widget-frame.service';
import { createWidgetFrameLinks } from './widget-frame-links';
import { createWidgetSessionsModule } from './widget-sessions.module';

/**
 * API keys (client base), the merchant request signatures every `auth: 'apiKey'` call is proved
 * with, and the widget sessions merchants open with those keys.
 */
/** The API keys' module and the ports the route guard and the apps' pages take from it. */
export interface ApiKeysModule extends AppModule {
  merchantAuthenticator: MerchantAuthenticator;
  /** The `frame-ancestors` policy a widget frame page is served with (undefined: none sent). */
  frameAncestors: (url: URL) => Promise<string | undefined>;
}

/** `webhookEndpoints`: a frame's callbackUrl needs the key's webhook endpoint (merchant-webhooks). */
export function createApiKeysModule(
  ctx: ModuleContext,
  ports: Pick<FrameCallbackUrlDeps, 'webhookEndpoints'>,
): ApiKeysModule {
  const service = createApiKeysService({
    db: ctx.db,
    repo: createApiKeysRepo(ctx.db),
    verifier: ctx.config.providersMode === 'live' ? createDnsDomainVerifier() : createSandboxDomainVerifier(),
    rateLimiter: ctx.rateLimiter,
    nowMs: ctx.nowMs,
  });
  const widgetSessions = createWidgetSessionsModule(ctx, ports);
  const widgetFrame = createWidgetFrameService(ctx, ports);
  const frameLinks = createWidgetFrameLinks({ nowMs: ctx.nowMs });
  return {
    routes: [
      ...createApiKeysRoutes(service),
      ...widgetSessions.routes,
      defineRoute(openWidgetFrame, (input) => widgetFrame.open(input.body.query, input.caller)),
      defineRoute(linkFrameCustomer, async (input) => {
        const user = requireUser(input);
        const token = input.caller.widgetFrameToken;
        if (token === undefined || input.merchant) return { linked: false };
        return {
          linked: await ctx.db
            .transaction()
            .execute((trx) => frameLinks.linkCustomer(trx, token, user.userId)),
        };
      }),
    ],
    frameAncestors: widgetFrame.frameAncestors,
    merchantAuthenticator: {
      ...createMerchantAuthenticator({
        db: ctx.db,
        nowMs: ctx.nowMs,
        seenSignatures: createSeenSignatures(ctx.db, ctx.nowMs),
      }),
      ...createKeyActingAccounts({ db: ctx.db, users: ctx.users }),
    },
  };
}
