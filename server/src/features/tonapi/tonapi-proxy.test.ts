import { Address } from '@ton/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/app-env';
import { createApp } from '../../http/create-app';
import { createLogger } from '../../logging/logger';
import { type FakeHttpServer, startFakeHttpServer } from '../../test-support/fake-http-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { loadTonApiClient } from './tonapi-client.test-kit';
import { createTonApiProxyRoutes } from './tonapi-proxy.routes';

let tonapi: FakeHttpServer;
let testApp: TestApp;
const wallet = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

beforeAll(async () => {
  tonapi = await startFakeHttpServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url.endsWith('/seqno')) return void response.end(JSON.stringify({ seqno: 7 }));
    if (request.url.startsWith('/v2/blockchain/message')) {
      response.statusCode = 400;
      return void response.end(JSON.stringify({ error: 'failed to send message' }));
    }
    response.end(JSON.stringify({ echo: request.url }));
  });
  testApp = await createTestApp({
    environment: { TONAPI_URL: `${tonapi.url}/`, TONAPI_KEY: 'secret-key-1' },
  });
});

afterAll(async () => {
  await testApp.dispose();
  await tonapi.close();
});

describe('/tonapi in proxy mode (TONAPI_URL set)', () => {
  it('forwards both bases to the real tonapi /v2 with the server key, query and body kept', async () => {
    const first = await testApp.app.request('/tonapi/v2/accounts/abc/events?limit=5&before_lt=9');
    expect(await first.json()).toEqual({ echo: '/v2/accounts/abc/events?limit=5&before_lt=9' });
    const second = await testApp.app.request('/tonapi/status');
    expect(await second.json()).toEqual({ echo: '/v2/status' });
    const sent = await testApp.app.request('/tonapi/v2/blockchain/message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ boc: 'b5ee' }),
    });
    // tonapi's own refusal comes back as it is.
    expect(sent.status).toBe(400);
    expect(await sent.json()).toEqual({ error: 'failed to send message' });
    const recorded = tonapi.requests.find((request) => request.method === 'POST');
    expect(recorded?.body).toBe(JSON.stringify({ boc: 'b5ee' }));
    expect(tonapi.requests.every((request) => request.headers.authorization === 'Bearer secret-key-1')).toBe(
      true,
    );
  });

  it('speaks to @ton-api/client unchanged', async () => {
    const { TonApiClient } = await loadTonApiClient();
    const client = new TonApiClient({
      baseUrl: 'http://ferry.test/tonapi',
      fetch: (input, init) => Promise.resolve(testApp.app.request(input as string, init)),
    });
    expect((await client.wallet.getAccountSeqno(wallet)).seqno).toBe(7);
  });

  it('has no faucet and never forwards one', async () => {
    const before = tonapi.requests.length;
    const response = await testApp.app.request('/tonapi/sandbox/faucet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: wallet.toString(), amount: '1' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/faucet/) });
    expect(tonapi.requests.length).toBe(before);
  });

  it('answers 504 when tonapi is slow and 502 when it cannot be reached', async () => {
    const mount = (url: string) =>
      createApp({
        logger: createLogger('silent'),
        guard: async () => ({}),
        version: 'test',
        routes: createTonApiProxyRoutes({ url, key: undefined, timeoutMs: 100 }),
        health: new Hono<AppEnv>(),
      });
    const silent = await startFakeHttpServer(() => undefined);
    try {
      const slow = await mount(silent.url).request('/tonapi/v2/status');
      expect(slow.status).toBe(504);
      expect(await slow.json()).toEqual({ error: 'tonapi did not answer in time' });
    } finally {
      await silent.close();
    }
    const gone = await mount('http://127.0.0.1:1').request('/tonapi/v2/status');
    expect(gone.status).toBe(502);
  });
});
