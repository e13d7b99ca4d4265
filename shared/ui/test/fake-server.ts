import type { FetchLike } from '@ferry/shared/api';
import type { Endpoint } from '@ferry/shared/contracts';
import * as contracts from '@ferry/shared/contracts';

/** What a handler received. */
export interface FakeRequest {
  id: string;
  body: unknown;
  query: URLSearchParams;
  params: Record<string, string>;
  headers: Record<string, string>;
}

/** An answer with a status; throw or return one from a handler. */
export class Reply {
  constructor(
    readonly status: number,
    readonly json: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** The error envelope every failed call answers with. */
export function failure(
  status: number,
  code: string,
  details?: unknown,
  headers: Record<string, string> = {},
): Reply {
  return new Reply(status, { error: { code, message: `${code} (fake)`, details } }, headers);
}

export function fieldFailure(path: string, key: string, params?: Record<string, unknown>): Reply {
  return failure(400, 'VALIDATION_ERROR', { issues: [{ path, key, params }] });
}

type Handler = (request: FakeRequest) => unknown;

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;
}

const ENDPOINTS: readonly Endpoint[] = (Object.values(contracts) as unknown[]).filter(isEndpoint);

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/**
 * The server as far as a screen can tell: the real API client talks to it through `fetch`, each
 * call routed by the contracts to a handler named by endpoint id. A call with no handler fails the
 * test loudly.
 */
export function createFakeServer(initial: Partial<Record<string, Handler>> = {}) {
  const handlers: Partial<Record<string, Handler>> = { ...initial };
  const requests: FakeRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'https://ferry.test');
    const path = parsed.pathname.replace(/^\/api\/(client|widget|mobile)\/v1\//, '');
    let match: { endpoint: Endpoint; params: Record<string, string> } | null = null;
    // As the real router does, a path's static segments win over a parameter: `payment-cards/terms`
    // is the terms, not the card named "terms".
    for (const endpoint of ENDPOINTS) {
      const params = endpoint.method === init.method ? matchPath(endpoint.path, path) : null;
      if (params && (!match || Object.keys(params).length <= Object.keys(match.params).length))
        match = { endpoint, params };
    }
    if (!match) throw new Error(`fake server: nothing serves ${init.method} ${path}`);
    const request: FakeRequest = {
      id: match.endpoint.id,
      body: init.body ? JSON.parse(init.body) : undefined,
      query: parsed.searchParams,
      params: match.params,
      headers: init.headers,
    };
    requests.push(request);
    const handler = handlers[request.id];
    if (!handler) throw new Error(`fake server: no handler for ${request.id}`);
    let result: unknown;
    try {
      result = await handler(request);
    } catch (error) {
      if (!(error instanceof Reply)) throw error;
      result = error;
    }
    const answer = result instanceof Reply ? result : new Reply(200, result);
    const headers = new Headers(answer.headers);
    return { status: answer.status, text: async () => JSON.stringify(answer.json), headers };
  };
  return {
    fetch,
    handlers,
    requests,
    requestsTo: (id: string) => requests.filter((request) => request.id === id),
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;
