import { answerOtherTonApiPaths } from '@ferry/shared/contracts';
import { defineWireRoute } from '../../http/wire-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createTonFaucetRoute } from './tonapi-faucet.routes';
import { createLocalTonApiRoutes } from './tonapi-local.routes';
import { createTonApiProxyRoutes } from './tonapi-proxy.routes';

/**
 * `/tonapi/*` (outside the API bases, in tonapi's own wire shapes): the local chain, or the real
 * tonapi in proxy mode; every route answers under both `/tonapi/v2/…` and `/tonapi/…` because
 * `@ton-api/client` with baseUrl `<origin>/tonapi` asks for `/tonapi/v2/…`. The dev faucet
 * `/tonapi/sandbox/faucet` exists only with the local chain, limited per address.
 */
export function createTonApiModule(ctx: ModuleContext): AppModule {
  const handle = ctx.tonChain;
  if (handle.mode === 'local') {
    const chain = () => handle.chain();
    return {
      routes: [
        createTonFaucetRoute(chain, ctx.rateLimiter),
        ...createLocalTonApiRoutes({ chain, rates: ctx.rates, nowMs: ctx.nowMs }),
      ],
    };
  }
  if (handle.mode === 'proxy' && handle.tonapi)
    return { routes: createTonApiProxyRoutes({ url: handle.tonapi.url, key: handle.tonapi.key }) };
  const noChain = defineWireRoute(answerOtherTonApiPaths, ({ c }) =>
    c.json({ error: 'this instance runs no TON chain (set TONAPI_URL)' }, 503),
  );
  return { routes: [noChain] };
}
