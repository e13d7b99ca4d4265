import { defineEndpoint, errorEnvelopeSchema } from '@ferry/shared/contracts';
import { DomainError, ERROR_CODES } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger';
import type { AppEnv } from './app-env';
import { createApp } from './create-app';
import { defineRoute } from './endpoint-route';
import { HTTP_STATUS_BY_CODE } from './http-status';

const failEndpoint = defineEndpoint({
  id: 'fail',
  method: 'POST',
  path: 'test/fail',
  summary: 'Throws the code it is given',
  tag: 'test',
  bases: ['client', 'widget', 'mobile'],
  auth: 'none',
  body: z.object({
    code: z.string(),
    amount: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional(),
  }),
  response: z.object({ ok: z.literal(true) }),
});

const echoEndpoint = defineEndpoint({
  id: 'echoCaller',
  method: 'GET',
  path: 'test/caller/:id',
  summary: 'Answers with what the server read from the request',
  tag: 'test',
  bases: ['client', 'widget', 'mobile'],
  auth: 'none',
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  response: z.object({ caller: z.record(z.string(), z.unknown()), id: z.string(), page: z.number() }),
});

const clientOnlyEndpoint = defineEndpoint({
  id: 'clientOnly',
  method: 'GET',
  path: 'test/client-only',
  summary: 'Served on the client base only',
  tag: 'test',
  bases: ['client'],
  auth: 'user',
  response: z.object({ answer: z.number() }),
});

const catalogueChecks = { count: 0 };
const cachedCatalogue = { codes: ['EUR', 'USDT'] };
const catalogueEndpoint = defineEndpoint({
  id: 'cachedCatalogue',
  method: 'GET',
  path: 'test/catalogue',
  summary: 'Answers with the same object every time, as a cached catalogue does',
  tag: 'test',
  bases: ['client'],
  auth: 'none',
  response: z.object({ codes: z.array(z.string()) }).refine(() => {
    catalogueChecks.count += 1;
    return true;
  }),
});

function buildApp() {
  return createApp({
    logger: createLogger('silent'),
    version: '9.9.9',
    guard: async () => ({}),
    health: new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' })),
    routes: [
      defineRoute(failEndpoint, ({ body }) => {
        if (body.code === 'CRASH') throw new Error('database password is hunter2');
        throw new DomainError(body.code as never, { hint: 'details travel' });
      }),
      defineRoute(echoEndpoint, ({ caller, params, query }) => ({
        caller: { ...caller },
        id: params.id ?? '',
        page: query.page,
      })),
      defineRoute(clientOnlyEndpoint, () => ({ answer: 'not a number' as unknown as number })),
      defineRoute(catalogueEndpoint, () => cachedCatalogue),
    ],
  });
}

const app = buildApp();

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('error envelope', () => {
  it.each(ERROR_CODES.map((code) => [code, HTTP_STATUS_BY_CODE[code]] as const))(
    '%s answers %i with the envelope',
    async (code, status) => {
      const response = await post('/api/client/v1/test/fail', { code });
      expect(response.status).toBe(status);
      const body = errorEnvelopeSchema.parse(await response.json());
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(0);
      expect(body.error.details).toEqual({ hint: 'details travel' });
    },
  );

  it('hides an unexpected failure behind INTERNAL_ERROR', async () => {
    const response = await post('/api/client/v1/test/fail', { code: 'CRASH' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('INTERNAL_ERROR');
    expect(text).not.toContain('hunter2');
  });

  it('names each invalid field in a VALIDATION_ERROR', async () => {
    const response = await post('/api/client/v1/test/fail', { amount: '1e5' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; details: { issues: { path: string }[] } };
    };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.issues.map((issue) => issue.path).sort()).toEqual(['amount', 'code']);
  });

  it.each([
    ['malformed JSON', '{"code":', { 'Content-Type': 'application/json' }],
    ['a form body', 'code=x', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with BAD_REQUEST', async (_name, body, headers) => {
    const response = await app.request('/api/client/v1/test/fail', { method: 'POST', headers, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });

  it('refuses a body over 64 KiB with 413 PAYLOAD_TOO_LARGE, whether its length is announced or streamed', async () => {
    const body = JSON.stringify({ code: 'x'.repeat(70_000) });
    const announced = await app.request('/api/client/v1/test/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    const streamed = await app.request('/api/client/v1/test/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    for (const response of [announced, streamed]) {
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('answers an unknown API path with NOT_FOUND on every base', async () => {
    for (const base of ['client', 'widget', 'mobile']) {
      const response = await app.request(`/api/${base}/v1/no-such-thing`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses an answer that breaks its own contract', async () => {
    const response = await app.request('/api/client/v1/test/client-only');
    expect(response.status).toBe(500);
  });
});

describe('answers', () => {
  it('checks an answer object served again from a cache once', async () => {
    for (let call = 0; call < 3; call += 1) {
      const response = await app.request('/api/client/v1/test/catalogue');
      expect(await response.json()).toEqual(cachedCatalogue);
    }
    expect(catalogueChecks.count).toBe(1);
  });
});

describe('bases', () => {
  it('serves an endpoint only on the bases it names', async () => {
    expect((await app.request('/api/widget/v1/test/client-only')).status).toBe(404);
    expect((await app.request('/api/mobile/v1/test/client-only')).status).toBe(404);
  });

  const headers = {
    Authorization: 'Bearer token-1',
    'Profile-Id': 'profile-7',
    'Api-Key': 'pk_live_1',
    'Widget-Original-Url': 'https://shop.example/checkout',
    'RECAPTCHA-ACTION': 'login',
    'RECAPTCHA-TOKEN': 'captcha-token',
    'Auth-2FA-Token': '123456',
    'Idempotency-Key': 'key-1',
  };

  it.each([
    [
      'client',
      {
        apiKey: undefined,
        widgetOriginalUrl: undefined,
        recaptcha: { action: 'login', token: 'captcha-token' },
      },
    ],
    [
      'widget',
      {
        apiKey: 'pk_live_1',
        widgetOriginalUrl: 'https://shop.example/checkout',
        recaptcha: { action: 'login', token: 'captcha-token' },
      },
    ],
    ['mobile', { apiKey: undefined, widgetOriginalUrl: undefined, recaptcha: undefined }],
  ])('the %s base reads only the headers that count on it', async (base, expected) => {
    const response = await app.request(`/api/${base}/v1/test/caller/a%2Fb?page=2`, { headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { caller: Record<string, unknown>; id: string; page: number };
    expect(body.id).toBe('a/b');
    expect(body.page).toBe(2);
    expect(body.caller).toEqual({
      base,
      accessToken: 'token-1',
      profileId: 'profile-7',
      twoFactorToken: '123456',
      idempotencyKey: 'key-1',
      ...expected,
    });
  });

  it('parses query strings with the contract (bad page → VALIDATION_ERROR)', async () => {
    const response = await app.request('/api/client/v1/test/caller/x?page=0');
    expect(response.status).toBe(400);
  });

  it('publishes an OpenAPI document per base listing that base’s endpoints', async () => {
    const client = (await (await app.request('/api/client/v1/openapi.json')).json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<
        string,
        Record<string, { operationId: string; parameters: { name: string; in: string }[] }>
      >;
    };
    expect(client.openapi).toBe('3.1.0');
    expect(client.info.version).toBe('9.9.9');
    expect(Object.keys(client.paths).sort()).toEqual([
      '/test/caller/{id}',
      '/test/catalogue',
      '/test/client-only',
      '/test/fail',
    ]);
    expect(client.paths['/test/caller/{id}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
      expect.objectContaining({ name: 'page', in: 'query' }),
    ]);
    const widget = (await (await app.request('/api/widget/v1/openapi.json')).json()) as { paths: object };
    expect(Object.keys(widget.paths)).not.toContain('/test/client-only');
  });
});

describe('request ids', () => {
  it('gives every answer a request id and keeps a caller-provided one', async () => {
    const fresh = await app.request('/api/client/v1/no-such-thing');
    expect(fresh.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    const kept = await app.request('/api/client/v1/no-such-thing', {
      headers: { 'X-Request-Id': 'trace-abc-123' },
    });
    expect(kept.headers.get('X-Request-Id')).toBe('trace-abc-123');
  });
});
