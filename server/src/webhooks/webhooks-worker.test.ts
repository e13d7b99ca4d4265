import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueWebhook } from '../events/user-events';
import { createLogger } from '../logging/logger';
import { createKeyThroughApi } from '../test-support/api-keys.test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { WEBHOOK_MAX_ATTEMPTS } from './retry-schedule';
import { verifyWebhookSignature } from './verify-signature';
import { createWebhooksRepo } from './webhooks.repo';
import { createWebhooksWorker, WEBHOOKS_WORKER } from './webhooks-worker';

/** A merchant's endpoint: records each request and answers with the next scripted status. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let merchant: Server;
let merchantUrl: string;
let received: Received[] = [];
let answers: number[] = [];
let isHanging = false;

let nowMs = Date.parse('2026-03-01T10:00:00Z');
let testApp: TestApp;
let login: LoginResponse;
let key: { id: string; secret: string };
/** A second key of the same merchant, deleted in one test. */
let oldKeyId: string;

beforeAll(async () => {
  merchant = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (isHanging) return;
      const status = answers.shift() ?? 200;
      if (status === 302) response.writeHead(302, { Location: `${merchantUrl}/elsewhere` });
      else response.writeHead(status);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  testApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  login = await testApp.signIn();
  const created = await createKeyThroughApi(testApp, login, {
    name: 'Shop backend',
    type: 'exchanger',
    permissions: ['get_currencies'],
  });
  key = { id: created.apiKey.id, secret: created.secret };
  oldKeyId = (
    await createKeyThroughApi(testApp, login, { name: 'Old key', type: 'exchanger', permissions: [] })
  ).apiKey.id;
});
afterAll(async () => {
  merchant.closeAllConnections();
  await new Promise((resolve) => merchant.close(resolve));
  await testApp.dispose();
});
beforeEach(() => {
  received = [];
  answers = [];
  isHanging = false;
});

async function enqueue(path = '/hooks', apiKeyId = key.id): Promise<string> {
  await testApp.context.db.transaction().execute((trx) =>
    enqueueWebhook(trx, {
      apiKeyId,
      url: `${merchantUrl}${path}`,
      type: 'transaction.status',
      data: { id: 'tx-1', status: 'DONE', amount: '12.5' },
      createdAt: new Date(nowMs),
    }),
  );
  const row = await testApp.context.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .orderBy('created_at', 'desc')
    .where('url', '=', `${merchantUrl}${path}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

const delivery = (id: string) =>
  testApp.context.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

function verify(request: Received, atMs = nowMs) {
  return verifyWebhookSignature({
    secret: key.secret,
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(',') : value;
    },
    body: request.body,
    nowSeconds: Math.floor(atMs / 1000),
  });
}

/** Runs passes until nothing is due (each pass may retry what the last one rescheduled). */
async function drain(worker = testApp.worker(WEBHOOKS_WORKER)) {
  while ((await worker.runOnce()) > 0);
}

describe('webhooks worker', () => {
  it('posts the stored JSON signed with the key’s secret, and marks it delivered on 2xx', async () => {
    const id = await enqueue('/hooks/ok');
    answers = [204];
    await drain();
    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect(request.path).toBe('/hooks/ok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(verify(request)).toEqual({ isValid: true, id });
    expect(JSON.parse(request.body)).toEqual({
      id,
      type: 'transaction.status',
      created_at: new Date(nowMs).toISOString(),
      data: { id: 'tx-1', status: 'DONE', amount: '12.5' },
    });
    expect(await delivery(id)).toMatchObject({ attempts: 1, last_status: 204, last_error: null });
    expect((await delivery(id)).delivered_at).not.toBeNull();
    await drain();
    expect(received).toHaveLength(1);
  });

  it('retries a failure after about 10 s under the same id with a fresh timestamp', async () => {
    const id = await enqueue('/hooks/flaky');
    answers = [503, 200];
    await drain();
    const failed = await delivery(id);
    expect(failed).toMatchObject({
      attempts: 1,
      last_status: 503,
      last_error: 'http_503',
      delivered_at: null,
    });
    const waitMs = failed.next_attempt_at.getTime() - nowMs;
    expect(waitMs).toBeGreaterThanOrEqual(8000);
    expect(waitMs).toBeLessThanOrEqual(12_000);
    await drain();
    expect(received).toHaveLength(1);

    nowMs += 12_000;
    await drain();
    expect(received).toHaveLength(2);
    const [first, second] = received as [Received, Received];
    expect(second.headers['ferry-webhook-id']).toBe(id);
    expect(second.body).toBe(first.body);
    expect(Number(second.headers['ferry-webhook-timestamp'])).toBeGreaterThan(
      Number(first.headers['ferry-webhook-timestamp']),
    );
    expect(verify(second)).toEqual({ isValid: true, id });
    expect(await delivery(id)).toMatchObject({ attempts: 2, last_status: 200 });
  });

  it('gives up after the last retry, about a day later', async () => {
    const id = await enqueue('/hooks/down');
    const firstAttemptMs = nowMs;
    answers = Array.from({ length: 20 }, () => 500);
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS + 2; attempt += 1) {
      await drain();
      const row = await delivery(id);
      if (row.gave_up_at) break;
      nowMs = row.next_attempt_at.getTime();
    }
    const row = await delivery(id);
    expect(received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(row).toMatchObject({ attempts: WEBHOOK_MAX_ATTEMPTS, last_status: 500, delivered_at: null });
    const hours = ((row.gave_up_at as Date).getTime() - firstAttemptMs) / 3_600_000;
    expect(hours).toBeGreaterThan(18);
    expect(hours).toBeLessThan(29);
    expect(new Set(received.map((request) => request.headers['ferry-webhook-id']))).toEqual(new Set([id]));
  });

  it('does not follow a redirect away from the merchant’s URL', async () => {
    const id = await enqueue('/hooks/moved');
    answers = [302];
    await drain();
    expect(received.map((request) => request.path)).toEqual(['/hooks/moved']);
    expect(await delivery(id)).toMatchObject({ attempts: 1, last_status: 302, delivered_at: null });
  });

  it('counts a merchant that does not answer in time as a failed attempt', async () => {
    const id = await enqueue('/hooks/slow');
    isHanging = true;
    const worker = createWebhooksWorker({
      repo: createWebhooksRepo(testApp.context.db),
      logger: createLogger('silent'),
      nowMs: () => nowMs,
      timeoutMs: 200,
      fetch: testApp.context.outbound.fetch,
    });
    await worker.runOnce();
    expect(await delivery(id)).toMatchObject({ attempts: 1, last_status: null, last_error: 'timeout' });
  });

  it('gives up at once when the key was deleted, sending nothing', async () => {
    const id = await enqueue('/hooks/orphan', oldKeyId);
    await testApp.context.db
      .updateTable('api_keys')
      .set({ deleted_at: new Date(nowMs) })
      .where('id', '=', oldKeyId)
      .execute();
    await drain();
    expect(received).toHaveLength(0);
    const row = await delivery(id);
    expect(row).toMatchObject({ last_error: 'api_key_deleted', delivered_at: null });
    expect(row.gave_up_at).not.toBeNull();
  });

  it('sends each due delivery once when two instances work the queue together', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, index) => enqueue(`/hooks/many/${index}`)));
    const make = () =>
      createWebhooksWorker({
        repo: createWebhooksRepo(testApp.context.db),
        logger: createLogger('silent'),
        nowMs: () => nowMs,
        fetch: testApp.context.outbound.fetch,
      });
    await Promise.all([drain(make()), drain(make())]);
    expect(received).toHaveLength(30);
    expect(new Set(received.map((request) => request.headers['ferry-webhook-id']))).toEqual(new Set(ids));
  });

  it('delivers what a merchant transaction’s status change enqueued', async () => {
    const profileId = login.profiles_id[0] as string;
    const transaction = await testApp.context.db.transaction().execute((trx) =>
      testApp.context.transactions.create(trx, {
        profileId,
        type: 'PAYIN',
        currency: 'EUR',
        amountMinor: 1250n,
        apiKeyId: key.id,
        callbackUrl: `${merchantUrl}/hooks/shop`,
      }),
    );
    await drain();
    const request = received.find((candidate) => candidate.path === '/hooks/shop');
    expect(request).toBeDefined();
    expect(verify(request as Received).isValid).toBe(true);
    const body = JSON.parse((request as Received).body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('transaction.status');
    expect(body.data).toMatchObject({ id: transaction.external_id, status: 'NEW', currency: 'EUR' });
  });
});
