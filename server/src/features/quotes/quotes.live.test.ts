import { createQuote } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, type FakeHttpServer } from '../../test-support/fake-http-server';
import { startFakeExchange } from '../../test-support/fake-providers';
import { liveEnvironment } from '../../test-support/live-environment';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let exchange: FakeHttpServer;
let testApp: TestApp;
const clock = { nowMs: Date.UTC(2026, 0, 15, 12, 0, 0) };

beforeAll(async () => {
  exchange = await startFakeExchange();
  testApp = await createTestApp({
    nowMs: () => clock.nowMs,
    environment: { ...liveEnvironment({ rates: exchange.url }), RATES_REFRESH_SECONDS: '10' },
  });
});
afterAll(async () => {
  await testApp.dispose();
  await exchange.close();
});

async function quote(login: { access_token: string }) {
  const response = await testApp.app.request('/api/client/v1/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(login) },
    body: JSON.stringify({ kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: '101' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('quotes with live rates', () => {
  it('prices from the exchange’s book, not from the sandbox reference prices', async () => {
    const login = await testApp.signIn();
    const { status, body } = await quote(login);
    expect(status).toBe(200);
    const { rate } = createQuote.response.parse(body);
    // EURUSD bid 1.079 over USDTUSD ask 1.0001.
    expect(Number(rate)).toBeCloseTo(1.079 / 1.0001, 12);
    expect(exchange.requests.map((request) => request.url)).toContain('/api/v3/ticker/bookTicker');
  });

  it('answers SERVICE_UNAVAILABLE, not 500, while the exchange is down', async () => {
    const login = await testApp.signIn();
    exchange.answerWith((_request, response) =>
      answerJson(response, 502, { code: -1001, msg: 'Internal error' }),
    );
    clock.nowMs += 10_000;
    const { status, body } = await quote(login);
    expect([status, (body.error as { code?: string } | undefined)?.code]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
    ]);
  });
});
