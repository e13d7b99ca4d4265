import { proxyTonApi, refuseTonFaucetOnProxy } from '@ferry/shared/contracts';
import type { EndpointRoute } from '../../http/endpoint-route';
import { handleError } from '../../http/error-handler';
import { fetchConfigured, type OutboundFetch } from '../../http/outbound/outbound';
import { defineWireRoute } from '../../http/wire-route';
import { answerTonApiError } from './tonapi-wire';

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
 * tonapi's `/v2/…` with the server's key; the client never sees the key. The faucet is the local
 * chain's alone: `/tonapi/sandbox/…` is a 404 here.
 */
export function createTonApiProxyRoutes(options: TonApiProxyOptions): EndpointRoute[] {
  const doFetch = options.fetch ?? fetchConfigured;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const noFaucet = defineWireRoute(refuseTonFaucetOnProxy, ({ c }) =>
    c.json({ error: 'the faucet exists only on the local sandbox chain' }, 404),
  );
  const proxy = defineWireRoute(
    proxyTonApi,
    async ({ c, bytes }) => {
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
      let response: Response;
      try {
        response = await doFetch(target, {
          method: c.req.method,
          headers,
          ...(bytes === undefined ? {} : { body: bytes }),
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
    },
    // A body over the cap in tonapi's shape; a failure of ours in Ferry's envelope.
    answerTonApiError((error, c) => handleError(error as Error, c)),
  );
  return [noFaucet, proxy];
}
