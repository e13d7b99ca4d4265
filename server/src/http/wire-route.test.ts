import { defineEndpoint, defineWireEndpoint } from '@ferry/shared/contracts';
import { isDomainError } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger';
import type { AppEnv } from './app-env';
import { createApp } from './create-app';
import { defineRoute } from './endpoint-route';
import { defineWireRoute, type WireErrorAnswer } from './wire-route';

const echoText = defineWireEndpoint({
  id: 'echoText',
  method: 'POST',
  path: 'echo',
  basePath: '/elsewhere',
  basePathAliases: ['/elsewhere/v2'],
  summary: 'Echoes a text body in a foreign shape',
  tag: 'test',
  auth: 'none',
  wire: 'foreignWire',
  rawBody: { kind: 'text', maxBytes: 16 },
});

const echoBytes = defineWireEndpoint({
  id: 'echoBytes',
  method: 'ANY',
  path: 'bytes',
  basePath: '/elsewhere',
  summary: 'Counts the bytes of any method’s body',
  tag: 'test',
  auth: 'none',
  wire: 'file',
  rawBody: { kind: 'bytes', maxBytes: 16 },
});

const otherPaths = defineWireEndpoint({
  id: 'otherPaths',
  method: 'ANY',
  path: '*',
  basePath: '/elsewhere',
  basePathAliases: ['/elsewhere/v2'],
  summary: 'Everything else, in the foreign shape',
  tag: 'test',
  auth: 'none',
  wire: 'foreignWire',
});

const page = defineWireEndpoint({
  id: 'page',
  method: 'GET',
  path: 'page',
  basePath: '/elsewhere',
  summary: 'A page',
  tag: 'test',
  auth: 'none',
  wire: 'html',
});

const jsonCall = defineEndpoint({
  id: 'jsonCall',
  method: 'GET',
  path: 'ping',
  summary: 'A JSON call of the API',
  tag: 'test',
  bases: ['client'],
  auth: 'none',
  response: z.object({ ok: z.boolean() }),
});

/** The foreign API's refusals: `{ failure }`, the 413 with its limit. */
const answerForeignError: WireErrorAnswer = (error, c) =>
  isDomainError(error) && error.code === 'PAYLOAD_TOO_LARGE'
    ? c.json({ failure: 'too large', limit: (error.details as { limit_bytes: number }).limit_bytes }, 413)
    : c.json({ failure: (error as Error).message }, 400);

const app = createApp({
  logger: createLogger('silent'),
  guard: async () => ({}),
  version: 'test',
  health: new Hono<AppEnv>(),
  routes: [
    defineRoute(jsonCall, () => ({ ok: true })),
    defineWireRoute(
      echoText,
      ({ c, text }) => {
        if (text === 'fail') throw new Error('refused in our shape');
        return c.json({ echoed: text, path: c.req.path });
      },
      answerForeignError,
    ),
    defineWireRoute(echoBytes, ({ c, bytes }) =>
      c.json({ method: c.req.method, bytes: bytes?.byteLength ?? null }),
    ),
    defineWireRoute(page, ({ c }) => c.html('<p>page</p>')),
    defineWireRoute(otherPaths, ({ c }) => c.json({ failure: `not here: ${c.req.path}` }, 404)),
  ],
});

function chunked(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

describe('wire routes (contract routes whose answer is not Ferry’s JSON)', () => {
  it('hands a text body to the handler, under the base path and each alias', async () => {
    for (const base of ['/elsewhere', '/elsewhere/v2']) {
      const response = await app.request(`${base}/echo`, { method: 'POST', body: 'hello' });
      expect(await response.json()).toEqual({ echoed: 'hello', path: `${base}/echo` });
    }
  });

  it('refuses a body over the cap with 413 in the wire’s own shape, by Content-Length and chunked', async () => {
    const byLength = await app.request('/elsewhere/echo', { method: 'POST', body: 'x'.repeat(17) });
    expect(byLength.status).toBe(413);
    expect(await byLength.json()).toEqual({ failure: 'too large', limit: 16 });
    const streamed = await app.request('/elsewhere/echo', {
      method: 'POST',
      body: chunked('y'.repeat(40)),
      // Node's Request needs it to send a stream.
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ failure: 'too large', limit: 16 });
  });

  it('answers what its handler throws in the wire’s shape, not Ferry’s envelope', async () => {
    const response = await app.request('/elsewhere/echo', { method: 'POST', body: 'fail' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ failure: 'refused in our shape' });
  });

  it('refuses in Ferry’s envelope where the route has no shape of its own', async () => {
    const response = await app.request('/elsewhere/bytes', { method: 'PUT', body: 'z'.repeat(17) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves ANY method, reading bytes only where the method carries a body', async () => {
    const put = await app.request('/elsewhere/bytes', { method: 'PUT', body: 'four' });
    expect(await put.json()).toEqual({ method: 'PUT', bytes: 4 });
    const get = await app.request('/elsewhere/bytes');
    expect(await get.json()).toEqual({ method: 'GET', bytes: null });
  });

  it('reaches a catch-all of an alias only after the routes of that alias', async () => {
    expect((await app.request('/elsewhere/v2/echo', { method: 'POST', body: 'v2' })).status).toBe(200);
    const other = await app.request('/elsewhere/v2/nothing', { method: 'DELETE' });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ failure: 'not here: /elsewhere/v2/nothing' });
  });

  it('serves a page as HTML', async () => {
    const response = await app.request('/elsewhere/page');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<p>page</p>');
  });

  it('keeps wire endpoints out of the OpenAPI documents', async () => {
    const document = (await (await app.request('/api/client/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(['/ping']);
  });

  it('mounts a JSON endpoint only with defineRoute', () => {
    expect(() => defineWireRoute(jsonCall, ({ c }) => c.body(null))).toThrow(/defineRoute/);
  });
});
