import type { Endpoint } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { readClientAddress } from './client-address';
import type { EndpointRoute, Guard } from './endpoint-route';
import { respondWithError } from './error-handler';
import { parseInput } from './json-body';

type ParsedOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a route whose wire is not Ferry's JSON gets: the request read as its contract declares. */
export interface WireInput<E extends Endpoint = Endpoint> {
  query: E extends Endpoint<infer Query, infer _Body, infer _Response> ? ParsedOf<Query> : never;
  params: Record<string, string>;
  /** The body, on a `rawBody: { kind: 'text' }` route. */
  text: string | undefined;
  /** The body, on a `rawBody: { kind: 'bytes' }` route, unless the method carries none (GET, HEAD). */
  bytes: ArrayBuffer | undefined;
  /** The caller's IP by the one rule (client-address.ts). */
  clientAddress: string | undefined;
  c: Context<AppEnv>;
}

/** Answers an error in the wire's own shape (a foreign API's); Ferry's envelope when a route has none. */
export type WireErrorAnswer = (error: unknown, c: Context<AppEnv>) => Response | Promise<Response>;

export interface WireRoute<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle(input: WireInput<E>): Promise<Response> | Response;
  answerError?: WireErrorAnswer;
}

/** A route of the kinds `eventStream`, `file`, `html` or `foreignWire`: its handler writes the response. */
export function defineWireRoute<E extends Endpoint>(
  endpoint: E,
  handle: WireRoute<E>['handle'],
  answerError?: WireErrorAnswer,
): EndpointRoute<Endpoint> {
  if (endpoint.wire === undefined || endpoint.wire === 'json')
    throw new Error(`${endpoint.id} is a JSON endpoint: mount it with defineRoute`);
  return { endpoint, handle, answerError } as unknown as EndpointRoute<Endpoint>;
}

export function isWireRoute(route: EndpointRoute): boolean {
  return route.endpoint.wire !== undefined && route.endpoint.wire !== 'json';
}

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * Mounts a wire route: the guard, the body limit of its `rawBody` (hono's bodyLimit, as the API
 * bases use: a Content-Length over it is refused unread, a chunked body once it passes it), the
 * body read whole as text or bytes, then the handler. A route with its own error shape answers
 * its errors, the 413 included, in that shape.
 */
export function mountWireRoute(
  router: Hono<AppEnv>,
  someRoute: EndpointRoute,
  guard: Guard,
  isBehindProxy: boolean,
): void {
  const route = someRoute as unknown as WireRoute;
  const { endpoint, answerError } = route;
  const path = `/${endpoint.path}`;
  const on = (handler: MiddlewareHandler<AppEnv>) =>
    endpoint.method === 'ANY' ? router.all(path, handler) : router.on(endpoint.method, path, handler);
  const { rawBody } = endpoint;
  if (rawBody) {
    const refuse = (c: Context<AppEnv>) =>
      answerError
        ? answerError(new DomainError('PAYLOAD_TOO_LARGE', { limit_bytes: rawBody.maxBytes }), c)
        : respondWithError(c, 'PAYLOAD_TOO_LARGE');
    const limitChunkedBody = bodyLimit({ maxSize: rawBody.maxBytes, onError: refuse });
    on(async (c, next) => {
      // Decided from the header alone: the body is never opened, so the server drains it and the
      // connection stays usable for the caller's next request.
      const announced = c.req.header('Content-Length');
      if (announced !== undefined && c.req.header('Transfer-Encoding') === undefined)
        return Number(announced) > rawBody.maxBytes ? refuse(c) : next();
      return limitChunkedBody(c, next);
    });
  }
  on(async (c) => {
    await guard(c, endpoint);
    // Read before the handler's own error answer, so a body over the limit reaches the body limit's.
    const hasBody = rawBody !== undefined && !METHODS_WITHOUT_BODY.has(c.req.method);
    const input: WireInput = {
      query: undefined as never,
      params: c.req.param(),
      text: hasBody && rawBody.kind === 'text' ? await c.req.text() : undefined,
      bytes: hasBody && rawBody.kind === 'bytes' ? await c.req.arrayBuffer() : undefined,
      clientAddress: readClientAddress(c, isBehindProxy),
      c,
    };
    try {
      if (endpoint.query) input.query = parseInput(endpoint.query, c.req.query()) as never;
      return await route.handle(input);
    } catch (error) {
      if (!answerError) throw error;
      return answerError(error, c);
    }
  });
}
