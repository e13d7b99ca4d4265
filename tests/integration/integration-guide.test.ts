import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callFerry,
  createPaymentOrder,
  type FerryEvent,
  type FerryKey,
  signedWidgetUrl,
  verifyWebhook,
  widgetSessionUrl,
} from '../../docs/integration/ferry-merchant';
import { type ApiTestServer, startApiTestServer } from './api-test-server';

/**
 * docs/integration.md promises a merchant can ship in an afternoon with the code it shows. This
 * runs that code (docs/integration/ferry-merchant.ts) against a real Ferry server, and checks that
 * the guide shows the code as it is.
 */
const GUIDE = path.resolve(import.meta.dirname, '../../docs/integration.md');
const CODE = path.resolve(import.meta.dirname, '../../docs/integration/ferry-merchant.ts');
const SHOP_PAGE = 'https://shop.localhost/checkout';

let running: ApiTestServer;
let server: ApiTestServer['server'];
let ownerToken: string;
let key: FerryKey & { id: string };
let receiver: Server;
let receiverUrl: string;
const deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];

async function api(
  route: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${route}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field here
    json: (text ? JSON.parse(text) : {}) as Record<string, any>,
  };
}

/** The owner signs up by email as anyone does (the sandbox keeps the mail in its outbox). */
async function signUpOwner(): Promise<string> {
  const email = `guide-${Date.now()}@example.com`;
  const sent = await api('/api/client/v1/login?method=email', {
    body: { email },
    headers: { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': 'sandbox-captcha-ok' },
  });
  expect(sent.status).toBe(200);
  const mail = await api(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(String(mail.json.messages[0]?.body))?.[1];
  const login = await api('/api/client/v1/login?method=email', { method: 'PUT', body: { email, code } });
  const terms = await api('/api/client/v1/user/terms', { token: login.json.access_token });
  const accepted = await api('/api/client/v1/user/accept-terms', {
    token: login.json.access_token,
    body: { version: terms.json.current_version },
  });
  return accepted.json.access_token as string;
}

function frameOpen(widgetUrl: string) {
  return api('/api/widget/v1/frame/open', {
    body: { query: new URL(widgetUrl).search.slice(1) },
    headers: { 'Widget-Original-Url': SHOP_PAGE },
  });
}

beforeAll(async () => {
  // The receiver below is on this machine; a live server refuses private targets.
  running = await startApiTestServer('guide', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  server = running.server;
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/ferry`;

  // Step 1 of the guide: a widget key for the shop's domain, its secret kept on the shop's server.
  ownerToken = await signUpOwner();
  const created = await api('/api/client/v1/api-keys', {
    token: ownerToken,
    body: {
      name: 'Shop',
      type: 'widget',
      domain: 'shop.localhost',
      permissions: ['get_currencies', 'create_buy_order'],
    },
  });
  expect(created.status).toBe(200);
  const verified = await api(`/api/client/v1/api-keys/${created.json.api_key.id}/domain-verification`, {
    method: 'POST',
    token: ownerToken,
  });
  expect(verified.json.domain_status ?? verified.json.api_key?.domain_status).toBe('verified');
  key = {
    id: created.json.api_key.id,
    ferryUrl: server.url,
    apiKey: created.json.api_key.key,
    secret: created.json.secret,
  };
});
afterAll(async () => {
  await running?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('docs/integration.md, run as written', () => {
  it('shows the code it runs, section by section', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    const sections = readFileSync(CODE, 'utf8')
      .split(/\n(?=\/\/ --- )/)
      .slice(1);
    expect(sections.length).toBe(4);
    for (const section of sections) expect(guide, section.split('\n')[0]).toContain(section.trim());
  });

  it('a signed widget URL opens with every parameter trusted; one changed character is refused', async () => {
    const url = signedWidgetUrl(key, {
      fromAmount: '100',
      fromCurrency: 'EUR',
      isAmountLocked: 'true',
      email: 'ann@shop.test',
    });
    expect((await frameOpen(url)).json).toMatchObject({
      trust: 'signed',
      merchant: { domain: 'shop.localhost' },
    });
    const changed = await frameOpen(url.replace('fromAmount=100', 'fromAmount=900'));
    expect(changed.status).toBe(401);
    expect(changed.json.error).toMatchObject({ code: 'UNAUTHORIZED_REQUEST' });
  });

  it('a session URL from the shop’s server opens once, with its customer', async () => {
    const url = await widgetSessionUrl(key, { external_customer_id: 'c-42', email: 'ann@shop.test' });
    expect((await frameOpen(url)).json).toMatchObject({
      trust: 'session',
      customer: { email: 'ann@shop.test', external_customer_id: 'c-42' },
    });
  });

  it('a signed call of the merchant API is answered, and says it is live money', async () => {
    const response = await callFerry(key, 'GET', 'currencies');
    expect(response.status).toBe(200);
    expect(response.headers.get('Ferry-Test-Mode')).toBe('false');
    const unsigned = await fetch(`${server.url}/api/widget/v1/balances`, {
      headers: { 'Api-Key': key.apiKey },
    });
    expect(unsigned.status).toBe(401);
  });

  it('polls twice in the same second: both identical calls are answered (each has its nonce)', async () => {
    const [first, second] = await Promise.all([
      callFerry(key, 'GET', 'currencies'),
      callFerry(key, 'GET', 'currencies'),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
  });

  it('a pay-frame order is created with its pay_url, once per idempotent call', async () => {
    const order = await createPaymentOrder(key, {
      amount: '25.00',
      currency: 'EUR',
      merchant_reference: 'order-1042',
      return_url: 'https://shop.localhost/thanks',
    });
    expect(order).toMatchObject({ status: 'NEW', test_mode: false });
    expect(new URL(order.pay_url).pathname).toMatch(/^\/pay-frame\//);
    const again = await callFerry(key, 'GET', `payment-orders/${order.id}`);
    expect(((await again.json()) as { id: string }).id).toBe(order.id);
  });

  it('a webhook verifies with the guide’s code and is refused when anything in it changed', async () => {
    const endpoint = await api(`/api/client/v1/api-keys/${key.id}/webhook`, {
      method: 'PUT',
      token: ownerToken,
      body: { url: receiverUrl },
    });
    expect(endpoint.status).toBe(200);
    const webhookSecret = endpoint.json.secret as string;
    // Something happens in the key's account: a bank deposit is opened, waiting for the money.
    const deposit = await api('/api/client/v1/deposits', {
      token: ownerToken,
      body: { payway: 'sepa', currency: 'EUR', amount: '50' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(deposit.status).toBe(200);
    const ofDeposit = () =>
      deliveries.find((delivery) => delivery.body.includes('"transaction.status_changed"'));
    await expect.poll(() => ofDeposit() !== undefined, { timeout: 20_000 }).toBe(true);
    const first = ofDeposit();
    const headers = first?.headers as Record<string, string>;
    const event: FerryEvent = verifyWebhook(webhookSecret, headers, first?.body ?? '');
    expect(event.type).toBe('transaction.status_changed');
    expect(event.data).toMatchObject({ test_mode: false });
    expect(() => verifyWebhook(webhookSecret, headers, `${first?.body} `)).toThrow('does not match');
    expect(() =>
      verifyWebhook(`whsec_${Buffer.alloc(24).toString('base64')}`, headers, first?.body ?? ''),
    ).toThrow();
    expect(() =>
      verifyWebhook(webhookSecret, headers, first?.body ?? '', Number(headers['webhook-timestamp']) + 3600),
    ).toThrow('too old');
  });
});
