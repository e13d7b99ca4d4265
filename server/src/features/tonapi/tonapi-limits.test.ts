import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../test-support/fake-http-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestWallet } from '../../test-support/ton-wallets';

const MB = 1024 * 1024;
let now = Date.now();
let local: TestApp;
let proxied: TestApp;
let tonapi: FakeHttpServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tonapi-limits-'));
  local = await createTestApp({ environment: { DATA_DIR: dataDir }, nowMs: () => now });
  tonapi = await startFakeHttpServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end('{}');
  });
  proxied = await createTestApp({ environment: { TONAPI_URL: tonapi.url } });
});

afterAll(async () => {
  await local.dispose();
  await proxied.dispose();
  await tonapi.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A body of `total` bytes in 64 KiB chunks that counts what the server pulled from it. */
function countedBody(total: number) {
  const chunk = new TextEncoder().encode('0'.repeat(64 * 1024));
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function postOversized(app: TestApp, pathname: string, hasLength: boolean) {
  const { stream, pulled } = countedBody(5 * MB);
  const response = await app.app.request(pathname, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(hasLength ? { 'Content-Length': String(5 * MB) } : {}),
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    pulled: pulled.bytes,
  };
}

describe('/tonapi body limits', () => {
  const routes = [
    ['/tonapi/v2/blockchain/message', 512 * 1024],
    ['/tonapi/blockchain/message', 512 * 1024],
    ['/tonapi/v2/events/emulate', 512 * 1024],
    ['/tonapi/v2/tonconnect/stateinit', 16 * 1024],
    ['/tonapi/sandbox/faucet', 4 * 1024],
  ] as const;

  for (const [pathname, limit] of routes) {
    it(`refuses 5 MB to ${pathname} with 413, by Content-Length, reading none of it`, async () => {
      const answer = await postOversized(local, pathname, true);
      expect(answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', limit_bytes: limit } });
      expect(answer.pulled).toBeLessThanOrEqual(128 * 1024); // the stream's read-ahead at most, no more
    });

    it(`refuses a chunked 5 MB to ${pathname} with 413, reading no further than the limit`, async () => {
      const answer = await postOversized(local, pathname, false);
      expect(answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(answer.pulled).toBeLessThanOrEqual(limit + 128 * 1024);
    });
  }

  it('refuses 5 MB in proxy mode before anything is forwarded', async () => {
    for (const hasLength of [true, false]) {
      const answer = await postOversized(proxied, '/tonapi/v2/blockchain/message', hasLength);
      expect(answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(answer.pulled).toBeLessThanOrEqual(512 * 1024 + 128 * 1024);
    }
    expect(tonapi.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('still takes a body within the limit', async () => {
    const response = await local.app.request('/tonapi/sandbox/faucet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        address: createTestWallet('v5r1').address.toString(),
        amount: '1',
        comment: 'x',
      }),
    });
    expect(response.status).toBe(200);
  });
});

async function faucet(body: Record<string, unknown>) {
  const response = await local.app.request('/tonapi/sandbox/faucet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('the sandbox faucet, limited per address', () => {
  it('refuses 10 × 10 000 TON to one address: more than 1 000 a call, 2 000 an hour', async () => {
    const address = createTestWallet('v5r1').address.toString();
    const answers = [];
    for (let call = 0; call < 10; call += 1)
      answers.push((await faucet({ address, amount: '10000' })).status);
    expect(answers).toEqual(Array(10).fill(400));
    expect((await faucet({ address, amount: '1000' })).status).toBe(200);
    expect((await faucet({ address, amount: '999.5' })).status).toBe(200);
    const over = await faucet({ address, amount: '1' });
    expect(over).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', reason: 'faucet_amount_per_hour', asset: 'TON', limit: 2000 },
    });
    expect(Number(over.retryAfter)).toBeGreaterThan(3_500);
    // Another address, and USDT, have budgets of their own.
    expect((await faucet({ address: createTestWallet('v5r1').address.toString(), amount: '5' })).status).toBe(
      200,
    );
    expect((await faucet({ address, amount: '5', jetton: 'USDT' })).status).toBe(200);
    // The raw form of the same address is the same address.
    const raw = Address.parse(address).toRawString();
    expect((await faucet({ address: raw, amount: '1' })).status).toBe(429);
    // An hour later the budget is back.
    now += 3_600_000;
    expect((await faucet({ address, amount: '1000' })).status).toBe(200);
  });

  it('refuses USDT past 20 000 an hour and requests past 120 an hour to one address', async () => {
    const address = createTestWallet('v5r1').address.toString();
    expect((await faucet({ address, amount: '10000', jetton: 'USDT' })).status).toBe(200);
    expect((await faucet({ address, amount: '10000', jetton: 'USDT' })).status).toBe(200);
    expect(await faucet({ address, amount: '0.5', jetton: 'USDT' })).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', reason: 'faucet_amount_per_hour', asset: 'USDT', limit: 20000 },
    });
    const other = createTestWallet('v5r1').address.toString();
    const statuses: number[] = [];
    for (let call = 0; call < 121; call += 1)
      statuses.push((await faucet({ address: other, amount: '0.01' })).status);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(await faucet({ address: other, amount: '0.01' })).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', reason: 'faucet_requests_per_hour', limit: 120 },
    });
  });
});
