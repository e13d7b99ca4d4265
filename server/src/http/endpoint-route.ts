import type { Endpoint } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import type { Caller } from './caller';

type ParsedOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface EndpointInput<E extends Endpoint> {
  query: E extends Endpoint<infer Query, infer _Body, infer _Response> ? ParsedOf<Query> : never;
  body: E extends Endpoint<infer _Query, infer Body, infer _Response> ? ParsedOf<Body> : never;
  params: Record<string, string>;
  caller: Caller;
  c: Context<AppEnv>;
}

/** An endpoint of the contracts paired with the service call that answers it. */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle(input: EndpointInput<E>): Promise<z.input<E['response']>> | z.input<E['response']>;
}

export function defineRoute<E extends Endpoint>(
  endpoint: E,
  handle: EndpointRoute<E>['handle'],
): EndpointRoute<Endpoint> {
  return { endpoint, handle } as unknown as EndpointRoute<Endpoint>;
}

const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Mounts a route: parses query and body with the contract's schemas (a failure is a
 * VALIDATION_ERROR naming each field), calls the service, and checks the answer against the
 * response schema so the server cannot drift from what clients validate.
 */
export function mountRoute(router: Hono<AppEnv>, route: EndpointRoute): void {
  const { endpoint } = route;
  router.on(endpoint.method, `/${endpoint.path}`, async (c) => {
    const query = endpoint.query ? parseInput(endpoint.query, c.req.query()) : undefined;
    const body = endpoint.body ? parseInput(endpoint.body, await readJsonBody(c)) : undefined;
    const result = await route.handle({
      query,
      body,
      params: c.req.param(),
      caller: c.get('caller'),
      c,
    } as never);
    return c.json(endpoint.response.parse(result) as object);
  });
}

function parseInput(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DomainError('VALIDATION_ERROR', {
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: issue.message,
    })),
  });
}

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    throw new DomainError('BAD_REQUEST', { reason: 'Content-Type must be application/json' });
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    throw new DomainError('BAD_REQUEST', { reason: `Body larger than ${MAX_JSON_BODY_BYTES} bytes` });
  }
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new DomainError('BAD_REQUEST', { reason: 'Body is not valid JSON' });
  }
}
