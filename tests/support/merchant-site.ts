import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { findFreePort } from './free-port';

/** A shop page that embeds Ferry's widget and records what the frame tells it. */
function checkoutPage(frameUrl: string): string {
  const src = frameUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Playwright shop</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="font-size:18px;margin:8px">Playwright shop checkout</h1>
<iframe id="ferry" title="Ferry" src="${src}" style="width:100%;max-width:440px;height:860px;border:0" allow="payment; clipboard-write"></iframe>
<script>
  window.__events = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.source === 'ferry')
      window.__events.push({ origin: event.origin, type: event.data.type, payload: event.data.payload });
  });
</script></body></html>`;
}

export interface MerchantSite {
  /** The shop's origin: `shop.localhost` (the key's domain; Chromium resolves any .localhost name to loopback) or another host for a foreign page. */
  origin: string;
  /** The checkout page embedding `frameUrl`. */
  checkoutUrl(frameUrl: string): string;
  close(): Promise<void>;
}

/** A shop on another local origin than Ferry (`host` decides which). */
export async function startMerchantSite(
  host: 'shop.localhost' | '127.0.0.1' = 'shop.localhost',
): Promise<MerchantSite> {
  const port = await findFreePort();
  const origin = `http://${host}:${port}`;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (url.pathname === '/checkout') return send(200, checkoutPage(url.searchParams.get('frame') ?? ''));
    if (url.pathname === '/return')
      return send(
        200,
        `<!doctype html><title>Back at the shop</title><h1>Back at the shop</h1><p id="query">${url.search}</p>`,
      );
    send(404, 'not here');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    checkoutUrl: (frameUrl) => `${origin}/checkout?frame=${encodeURIComponent(frameUrl)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The signing key of a secret, as the integration guide says: the hex of SHA-256(secret). */
function signingKey(secret: string): Buffer {
  return Buffer.from(createHash('sha256').update(secret, 'utf8').digest('hex'), 'utf8');
}

/** A widget URL's query with its signature appended: hex HMAC-SHA256 over the query as written. */
export function signWidgetQuery(secret: string, query: string): string {
  const signature = createHmac('sha256', signingKey(secret)).update(query, 'utf8').digest('hex');
  return `${query}&signature=${signature}`;
}

export interface WidgetKey {
  id: string;
  key: string;
  secret: string;
}

/** A widget key on `domain`, created and verified by its owner through the client API. */
export async function createWidgetKey(
  request: APIRequestContext,
  accessToken: string,
  domain: string,
): Promise<WidgetKey> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/client/v1/api-keys', {
    headers,
    data: { name: `Shop ${Date.now()}`, type: 'widget', domain, permissions: ['create_buy_order'] },
  });
  if (!created.ok()) throw new Error(`key not created: ${created.status()} ${await created.text()}`);
  const answer = (await created.json()) as { api_key: { id: string; key: string }; secret: string };
  const verified = await request.post(`/api/client/v1/api-keys/${answer.api_key.id}/domain-verification`, {
    headers,
  });
  if (!verified.ok()) throw new Error(`domain not verified: ${verified.status()}`);
  return { id: answer.api_key.id, key: answer.api_key.key, secret: answer.secret };
}

/** What the shop's server does: opens a single-use widget session for its customer. */
export async function openWidgetSession(
  request: APIRequestContext,
  key: WidgetKey,
  customer: Record<string, string>,
): Promise<string> {
  const path = '/api/widget/v1/widget-sessions';
  const body = JSON.stringify(customer);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', signingKey(key.secret))
    .update(`${timestamp}.POST.${path}.${body}`, 'utf8')
    .digest('hex');
  const answer = await request.post(path, {
    headers: {
      'Content-Type': 'application/json',
      'Api-Key': key.key,
      'Api-Timestamp': timestamp,
      'Api-Signature': signature,
    },
    data: body,
  });
  if (!answer.ok()) throw new Error(`session not opened: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { session: string }).session;
}

/** What the shop's server does for any signed call: HMAC over `timestamp.METHOD.path.body`. */
export async function signedMerchantCall(
  request: APIRequestContext,
  key: WidgetKey,
  method: 'GET' | 'POST',
  path: string,
  body = '',
  headers: Record<string, string> = {},
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', signingKey(key.secret))
    .update(`${timestamp}.${method}.${path}.${body}`, 'utf8')
    .digest('hex');
  const signed = {
    'Content-Type': 'application/json',
    'Api-Key': key.key,
    'Api-Timestamp': timestamp,
    'Api-Signature': signature,
    ...headers,
  };
  return method === 'GET'
    ? request.get(path, { headers: signed })
    : request.post(path, { headers: signed, data: body });
}

/** The shop's server creates a payment order for its customer: the answer's pay_url goes in the page. */
export async function createPaymentOrder(
  request: APIRequestContext,
  key: WidgetKey,
  order: Record<string, unknown>,
): Promise<{ id: string; status: string; pay_url: string; expires_at: string }> {
  const answer = await signedMerchantCall(
    request,
    key,
    'POST',
    '/api/widget/v1/payment-orders',
    JSON.stringify(order),
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  if (!answer.ok()) throw new Error(`order not created: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { id: string; status: string; pay_url: string; expires_at: string };
}
