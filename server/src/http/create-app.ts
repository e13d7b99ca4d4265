import type { Endpoint } from '@ferry/shared/contracts';
import { API_BASE_PATH, type ApiBase } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../logging/logger';
import type { AppEnv } from './app-env';
import { readCaller } from './caller';
import { readClientAddress } from './client-address';
import { compressResponse } from './compress-response';
import { type EndpointRoute, type Guard, mountRoute } from './endpoint-route';
import { handleError, respondWithError } from './error-handler';
import type { Idempotency } from './idempotency';
import { MAX_JSON_BODY_BYTES } from './json-body';
import { buildOpenApiDocument } from './openapi-document';
import { requestBasics } from './request-basics';
import { isWireRoute, mountWireRoute } from './wire-route';

export interface AppParts {
  logger: Logger;
  /** Lets each API call through (or refuses it) before its body is read. */
  guard: Guard;
  /** Runs money-moving calls once per Idempotency-Key (required once any route moves money). */
  idempotency?: Idempotency;
  /** Take the client address from X-Forwarded-For (behind a trusted proxy) instead of the socket. */
  isBehindProxy?: boolean;
  version: string;
  routes: readonly EndpointRoute[];
  health: Hono<AppEnv>;
  /** Serves the built front ends for every path the API does not own. */
  apps?: Hono<AppEnv>;
}

const API_BASES: readonly ApiBase[] = ['client', 'widget', 'mobile'];

/**
 * The one place that wires request ids, logging, errors and the three API bases. The bases share
 * every handler; each reads only the headers that count on it (see caller.ts).
 */
export function createApp(parts: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Request id, security headers (framing stays allowed: security-headers.ts) and request lines.
  app.use(requestBasics(parts.logger));
  // ETags and 304s for answers marked with a cache group are set where the answer is sent
  // (sendJsonAnswer), from its text, so no middleware reads a finished response back.
  app.use(compressResponse());
  app.onError(handleError);

  app.route('/health', parts.health);
  const endpoints = parts.routes.map((route) => route.endpoint);
  for (const base of API_BASES) {
    app.route(API_BASE_PATH[base].replace(/\/$/, ''), createApiRouter(base, parts, endpoints));
  }
  for (const [basePath, router] of createOutsideRouters(parts)) app.route(basePath, router);
  if (parts.apps) app.route('/', parts.apps);
  app.notFound((c) => respondWithError(c, 'NOT_FOUND'));
  return app;
}

/** Refused from Content-Length before the body is read; readJsonBody checks chunked bodies again. */
function createBodyLimit() {
  return bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => respondWithError(c, 'PAYLOAD_TOO_LARGE'),
  });
}

/**
 * The contract routes served outside the API bases, one router per base path (a `basePath` or one
 * of its aliases). The body limit is set per route: a wire route (a webhook, the bridge) sets its
 * own. The longer base paths come first, so `/tonapi/v2/…` reaches its own router before the
 * catch-all below `/tonapi`.
 */
function createOutsideRouters(parts: AppParts): [string, Hono<AppEnv>][] {
  const routers = new Map<string, Hono<AppEnv>>();
  const limitBody = createBodyLimit();
  for (const route of parts.routes) {
    const { basePath, basePathAliases = [], method, path } = route.endpoint;
    if (basePath === undefined) continue;
    for (const base of [basePath, ...basePathAliases]) {
      const router = routers.get(base) ?? new Hono<AppEnv>();
      routers.set(base, router);
      if (isWireRoute(route)) {
        mountWireRoute(router, route, parts.guard, parts.isBehindProxy === true);
        continue;
      }
      if (method !== 'GET') router.on(method, `/${path}`, limitBody);
      mountRoute(router, route, parts.guard, parts.idempotency);
    }
  }
  return [...routers].sort(([a], [b]) => b.length - a.length);
}

function createApiRouter(base: ApiBase, parts: AppParts, endpoints: readonly Endpoint[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const limitBody = createBodyLimit();
  // One middleware, not two, for what every API call pays. A GET or HEAD request has no body to
  // limit, and asking for one builds a full web Request (with its abort signal) the path does without.
  router.use((c, next) => {
    c.set('caller', readCaller(base, c.req.raw.headers, readClientAddress(c, parts.isBehindProxy === true)));
    return c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next);
  });
  const document = buildOpenApiDocument(endpoints, base, parts.version);
  router.get('/openapi.json', (c) => c.json(document));
  for (const route of parts.routes.filter((candidate) => candidate.endpoint.bases.includes(base))) {
    mountRoute(router, route, parts.guard, parts.idempotency);
  }
  // An unknown API path is an API error, never the web app's index page.
  router.all('*', (c) => respondWithError(c, 'NOT_FOUND', { reason: 'no_such_route' }));
  return router;
}
