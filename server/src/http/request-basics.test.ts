import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineEndpoint } from '@ferry/shared/contracts';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger';
import { setAnswerHeader } from './answer-response';
import type { AppEnv } from './app-env';
import { markCacheGroup } from './cache-headers';
import { createApp } from './create-app';
import { defineRoute } from './endpoint-route';

const catalogue = { codes: ['EUR', 'USDT'] };
const catalogueEndpoint = defineEndpoint({
  id: 'basicsCatalogue',
  method: 'GET',
  path: 'test/catalogue',
  summary: 'A public catalogue in a cache group',
  tag: 'test',
  bases: ['client'],
  auth: 'none',
  response: z.object({ codes: z.array(z.string()) }),
});
const quoteEndpoint = defineEndpoint({
  id: 'basicsQuote',
  method: 'GET',
  path: 'test/quote',
  summary: 'An answer that must not be stored',
  tag: 'test',
  bases: ['client'],
  auth: 'none',
  response: z.object({ price: z.string() }),
});

const app = createApp({
  logger: createLogger('silent'),
  version: '9.9.9',
  guard: async () => ({}),
  health: new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' })),
  routes: [
    defineRoute(catalogueEndpoint, ({ c }) => {
      markCacheGroup(c, 'currencies', 'public');
      return catalogue;
    }),
    defineRoute(quoteEndpoint, ({ c }) => {
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      return { price: '1.5' };
    }),
  ],
});

/** What hono's own secureHeaders sets with framing allowed: the headers must not get weaker. */
async function honoSecurityHeaders(): Promise<Record<string, string>> {
  const reference = new Hono();
  reference.use(
    secureHeaders({ xFrameOptions: false, crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false }),
  );
  reference.get('/', (c) => c.text('ok'));
  const headers = Object.fromEntries((await reference.request('/')).headers);
  delete headers['content-type'];
  return headers;
}

afterEach(() => vi.restoreAllMocks());

describe('request basics', () => {
  it.each([
    ['a JSON answer', '/api/client/v1/test/catalogue', {}, 200],
    ['an answer the caller holds', '/api/client/v1/test/catalogue', { 'If-None-Match': '*' }, 304],
    ['an error', '/api/client/v1/no-such-thing', {}, 404],
    ['a route outside the API', '/health', {}, 200],
  ])('%s carries the security headers hono would set, and a request id', async (_, path, headers, status) => {
    const expected = await honoSecurityHeaders();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(8);
    const response = await app.request(path, { headers });
    expect(response.status).toBe(status);
    expect(Object.fromEntries(response.headers)).toMatchObject(expected);
    expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    expect(response.headers.has('X-Frame-Options')).toBe(false);
  });

  it('keeps a plain caller request id and replaces one with foreign characters', async () => {
    const kept = await app.request('/api/client/v1/test/catalogue', {
      headers: { 'X-Request-Id': 'trace-1' },
    });
    expect(kept.headers.get('X-Request-Id')).toBe('trace-1');
    const replaced = await app.request('/api/client/v1/test/catalogue', {
      headers: { 'X-Request-Id': 'evil id;' },
    });
    expect(replaced.headers.get('X-Request-Id')).not.toBe('evil id;');
  });

  it('sends the cache group, a handler header and the length with the answer', async () => {
    const cached = await app.request('/api/client/v1/test/catalogue');
    expect(cached.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(cached.headers.get('X-Cache-Group')).toBe('currencies');
    expect(cached.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    expect(cached.headers.get('Content-Length')).toBe(String(JSON.stringify(catalogue).length));
    expect(await cached.json()).toEqual(catalogue);
    const quote = await app.request('/api/client/v1/test/quote');
    expect(quote.headers.get('Cache-Control')).toBe('no-store');
    expect(quote.headers.get('Content-Type')).toBe('application/json');
  });

  it('builds a JSON answer without setting a web Headers one header at a time', async () => {
    const request = new Request('http://localhost/api/client/v1/test/catalogue');
    const set = vi.spyOn(Headers.prototype, 'set');
    const append = vi.spyOn(Headers.prototype, 'append');
    const response = await app.fetch(request);
    expect(response.status).toBe(200);
    expect(set).not.toHaveBeenCalled();
    expect(append).not.toHaveBeenCalled();
    set.mockRestore();
    append.mockRestore();
  });
});

describe('handler headers', () => {
  it('are set with setAnswerHeader: a c.header() in a route handler would not reach the answer', () => {
    const modules = path.join(import.meta.dirname, '..', 'features');
    const offenders = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => readFileSync(path.join(modules, file), 'utf8').includes('input.c.header('));
    expect(offenders).toEqual([]);
  });
});
