import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createTonFaucetRoutes } from './tonapi-faucet.routes';
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
  const app = new Hono<AppEnv>();
  if (handle.mode === 'local') {
    const chain = () => handle.chain();
    app.route('/sandbox', createTonFaucetRoutes(chain, ctx.rateLimiter));
    const routes = createLocalTonApiRoutes({ chain, rates: ctx.rates, nowMs: ctx.nowMs });
    app.route('/v2', routes);
    app.route('/', routes);
  } else if (handle.mode === 'proxy' && handle.tonapi) {
    app.all('/sandbox/*', (c) => c.json({ error: 'the faucet exists only on the local sandbox chain' }, 404));
    app.route('/', createTonApiProxyRoutes({ url: handle.tonapi.url, key: handle.tonapi.key }));
  } else {
    app.all('*', (c) => c.json({ error: 'this instance runs no TON chain (set TONAPI_URL)' }, 503));
  }
  return { routes: [], extraRoutes: [{ path: '/tonapi', app }] };
}
