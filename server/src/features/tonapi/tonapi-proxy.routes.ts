import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fetchConfigured, type OutboundFetch } from '../../http/outbound/outbound';
import { BODY_LIMITS } from './tonapi-local.routes';
import { limitBody } from './tonapi-wire';

export interface TonApiProxyOptions {
  url: string;
  key: string | undefined;
  timeoutMs?: number;
  /** The outbound guard's configured-target fetch unless a test hands in its own. */
  fetch?: OutboundFetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Far above any tonapi answer the apps ask for; a bigger one is a 502, not a flood held in memory. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language'];

/**
 * Proxy mode (TONAPI_URL set): every `/tonapi/v2/…` and `/tonapi/…` request goes to the real
 * tonapi's `/v2/…` with the server's key; the client never sees the key. Mounted at both bases.
 */
export function createTonApiProxyRoutes(options: TonApiProxyOptions): Hono<AppEnv> {
  const doFetch = options.fetch ?? fetchConfigured;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const app = new Hono<AppEnv>();
  // Nothing tonapi takes is bigger than a message: a larger body is refused before it is read.
  app.use('*', limitBody(BODY_LIMITS.message));
  app.all('*', async (c) => {
    const incoming = new URL(c.req.url);
    // The route is mounted under a base; what is left is tonapi's path below /v2.
    const rest = c.req.path.replace(/^\/tonapi(\/v2)?/, '');
    const target = `${options.url}/v2${rest}${incoming.search}`;
    // The path is the caller's: it may add to tonapi's path, never move the request elsewhere.
    if (new URL(target).origin !== new URL(options.url).origin)
      return c.json({ error: 'not a tonapi path' }, 400);
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    if (options.key) headers.set('Authorization', `Bearer ${options.key}`);
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let response: Response;
    try {
      response = await doFetch(target, {
        method: c.req.method,
        headers,
        ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      c.get('logger')?.warn({ err: error, target: `${options.url}/v2${rest}` }, 'tonapi proxy failed');
      return c.json(
        { error: timedOut ? 'tonapi did not answer in time' : 'tonapi cannot be reached' },
        timedOut ? 504 : 502,
      );
    }
    const out = new Headers();
    const type = response.headers.get('content-type');
    if (type) out.set('Content-Type', type);
    out.set('Cache-Control', 'no-store');
    return new Response(await response.arrayBuffer(), { status: response.status, headers: out });
  });
  return app;
}
