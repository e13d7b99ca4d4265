// Ferry for merchants: the code of docs/integration.md, runnable as it stands (Node 20+, no
// packages). The test suite runs every function here against a real Ferry server
// (tests/integration/integration-guide.test.ts), so the guide cannot drift from what works.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface FerryKey {
  /** Where Ferry runs, e.g. https://ferry.example (no trailing slash). */
  ferryUrl: string;
  /** The key's public id (`Api-Key`), e.g. pk_live_… or pk_test_…. */
  apiKey: string;
  /** The key's secret, shown once when the key was created. Keep it on your server. */
  secret: string;
}

// --- 1. Signing: one HMAC key for requests and widget URLs ---------------------------------

/** The signing key is the UTF-8 text of hex(SHA-256(secret)): Ferry stores that, never the secret. */
function signingKey(secret: string): Buffer {
  return Buffer.from(createHash('sha256').update(secret, 'utf8').digest('hex'), 'utf8');
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', signingKey(secret)).update(text, 'utf8').digest('hex');
}

/**
 * Calls the merchant API: signs `<timestamp>.<nonce>.<METHOD>.<path with query>.<raw body>`. A fresh
 * nonce per call lets two identical calls in one second (a poll, a retry) both through; only a
 * nonce used again is a replay.
 */
export async function callFerry(
  key: FerryKey,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const pathWithQuery = `/api/widget/v1/${path}`;
  const rawBody = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = crypto.randomUUID();
  const headers: Record<string, string> = {
    'Api-Key': key.apiKey,
    'Api-Timestamp': timestamp,
    'Api-Nonce': nonce,
    'Api-Signature': hmacHex(key.secret, `${timestamp}.${nonce}.${method}.${pathWithQuery}.${rawBody}`),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Calls that move money want an idempotency key: a retry with the same key is answered once.
  if (method !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
  return fetch(`${key.ferryUrl}${pathWithQuery}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: rawBody }),
  });
}

// --- 2. The widget: a signed URL, or a single-use session -------------------------------------

/**
 * A widget URL whose every parameter Ferry trusts: the signature is hex HMAC over the query as
 * written (everything after `?`, without `signature`). Personal data, `isAmountLocked` and
 * `returnUrl` count only in a signed URL; change one character and the widget refuses to open.
 */
export function signedWidgetUrl(key: FerryKey, params: Record<string, string>): string {
  const query = new URLSearchParams({ apiKey: key.apiKey, ...params }).toString();
  return `${key.ferryUrl}/frame/exchange?${query}&signature=${hmacHex(key.secret, query)}`;
}

/**
 * Or keep the customer's data off the URL altogether: your server opens a session (valid 15
 * minutes, usable once) and the widget signs the customer in with it.
 */
export async function widgetSessionUrl(
  key: FerryKey,
  customer: { external_customer_id: string; email?: string; first_name?: string; last_name?: string },
): Promise<string> {
  const response = await callFerry(key, 'POST', 'widget-sessions', customer);
  if (!response.ok) throw new Error(`Ferry refused the session: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

// --- 3. Take a payment: a pay-frame order ---------------------------------------------------

export interface PaymentOrder {
  id: string;
  status: 'NEW' | 'WAIT' | 'DONE' | 'EXPIRED' | 'CANCELLED';
  /** Embed it in an <iframe>, or send the customer to it. */
  pay_url: string;
  expires_at: string;
  test_mode: boolean;
}

/**
 * Your server asks for the money; the customer pays in the pay frame (card with 3-D Secure, or a
 * bank transfer) into your key's account. Each status reaches your webhook endpoint (and
 * `callback_url`, if you give one) as `payment_order.status_changed`. An order that expired or
 * was cancelled cannot be paid.
 */
export async function createPaymentOrder(
  key: FerryKey,
  order: { amount: string; currency: string; merchant_reference: string; return_url?: string },
): Promise<PaymentOrder> {
  const response = await callFerry(key, 'POST', 'payment-orders', order);
  if (!response.ok) throw new Error(`Ferry refused the order: ${response.status} ${await response.text()}`);
  return (await response.json()) as PaymentOrder;
}

// --- 4. Webhooks: Standard Webhooks, verified before anything is trusted ------------------------

export interface FerryEvent {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** How old a delivery may be before it is treated as a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks a webhook as https://www.standardwebhooks.com describes it: `webhook-signature` holds
 * one or more `v1,<base64 HMAC-SHA256>` over `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed
 * with the base64 part of your `whsec_…` secret (two of them while a rotated secret overlaps).
 * Deduplicate on `webhook-id`: a retry carries the same id.
 */
export function verifyWebhook(
  webhookSecret: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): FerryEvent {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('not a Ferry webhook: headers missing');
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    throw new Error('webhook too old');
  const key = Buffer.from(webhookSecret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`, 'utf8').digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new Error('webhook signature does not match');
  return JSON.parse(rawBody) as FerryEvent;
}
