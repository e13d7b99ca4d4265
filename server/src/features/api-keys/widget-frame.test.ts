import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { LoginResponse } from '@ferry/shared/contracts';
import { openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createWidgetFrameService, isHostOnDomain } from './widget-frame.service';

// The frame policy never asks for the key's webhook endpoint.
const NO_ENDPOINTS = { webhookEndpoints: { hasEndpoint: async () => false } };

let clockMs = Date.parse('2026-11-27T10:00:00Z');
let testApp: TestApp;
let owner: LoginResponse;
let keysMade = 0;

async function widgetKey(domain: string | null, extra: Record<string, unknown> = {}) {
  keysMade += 1;
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name: `Frame ${keysMade}`,
    type: 'widget',
    domain,
    permissions: ['create_buy_order'],
    ...extra,
  });
  const verified = await testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}/domain-verification`, {
    method: 'POST',
    headers: bearer(owner),
  });
  expect(verified.status).toBe(200);
  return { key: apiKey.key, secret };
}

/** The merchant's side, written from the integration notes rather than imported. */
function signQuery(secret: string, query: string): string {
  const signingKey = createHash('sha256').update(secret, 'utf8').digest('hex');
  const signature = createHmac('sha256', Buffer.from(signingKey, 'utf8')).update(query, 'utf8').digest('hex');
  return `${query}&signature=${signature}`;
}

async function open(query: string, embeddingUrl?: string) {
  const response = await testApp.app.request(`${WIDGET_BASE}frame/open`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(embeddingUrl === undefined ? {} : { 'Widget-Original-Url': embeddingUrl }),
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as Record<string, unknown> & {
    error?: { code: string; details?: { reason?: string } };
  };
  return { status: response.status, body };
}

let shop: MerchantCredentials;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs, environment: { PUBLIC_URL: 'https://ferry.test' } });
  owner = await testApp.signIn();
  shop = await widgetKey('shop.test');
});
afterAll(() => testApp.dispose());

describe('POST frame/open', () => {
  const order = 'fromAmount=120&fromCurrency=EUR&toCurrency=USDT&isAmountLocked=true';

  it('opens an unsigned URL of a known key, marking it unsigned', async () => {
    const { status, body } = await open(`apiKey=${shop.key}&${order}`, 'https://shop.test/checkout');
    expect(status).toBe(200);
    expect(openWidgetFrame.response.parse(body)).toEqual({
      trust: 'unsigned',
      merchant: { domain: 'shop.test', is_test_mode: false },
      customer: null,
    });
  });

  it('trusts a URL signed with the key’s secret, and refuses it when one parameter changed', async () => {
    const signed = signQuery(shop.secret, `apiKey=${shop.key}&${order}&email=ann%40shop.test`);
    expect((await open(signed, 'https://shop.test/')).body).toMatchObject({ trust: 'signed' });
    const tampered = signed.replace('fromAmount=120', 'fromAmount=12');
    const refused = await open(tampered, 'https://shop.test/');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({
      code: 'UNAUTHORIZED_REQUEST',
      details: { reason: 'url_signature_invalid' },
    });
    const withoutSignature = await open(`apiKey=${shop.key}&${order}&signature=`, 'https://shop.test/');
    expect(withoutSignature.status).toBe(401);
  });

  it('checks an Ed25519 key’s URL signature against its public key', async () => {
    const pair = generateKeyPairSync('ed25519');
    const publicKey = pair.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const merchant = await widgetKey('ed.test', {
      signature_scheme: 'ed25519',
      ed25519_public_key: publicKey,
    });
    const query = `apiKey=${merchant.key}&${order}`;
    const signature = sign(null, Buffer.from(query), pair.privateKey).toString('base64url');
    expect((await open(`${query}&signature=${signature}`, 'https://ed.test/')).body).toMatchObject({
      trust: 'signed',
    });
    const other = sign(null, Buffer.from(query), generateKeyPairSync('ed25519').privateKey).toString(
      'base64url',
    );
    expect((await open(`${query}&signature=${other}`, 'https://ed.test/')).status).toBe(401);
  });

  it('runs inside pages of the key’s verified domain and its subdomains only', async () => {
    const query = `apiKey=${shop.key}`;
    expect((await open(query, 'https://pay.shop.test/cart?x=1')).status).toBe(200);
    expect((await open(query, 'http://shop.test:8080/')).status).toBe(200);
    expect((await open(query)).status).toBe(200);
    for (const elsewhere of [
      'https://evil.test/',
      'https://shop.test.evil.test/',
      'https://notshop.test/',
      'nonsense',
    ]) {
      const refused = await open(query, elsewhere);
      expect(refused.status, elsewhere).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'ACCESS_DENIED',
        details: { reason: 'frame_origin_not_allowed' },
      });
    }
    const unverified = await widgetKey('shop.example.com');
    const refused = await open(`apiKey=${unverified.key}`, 'https://shop.example.com/');
    expect(refused.body.error).toMatchObject({ details: { reason: 'frame_domain_not_verified' } });
  });

  it('refuses an unknown key and a malformed query without a 5xx', async () => {
    expect((await open('apiKey=pk_live_nope')).status).toBe(401);
    expect((await open('')).status).toBe(401);
    expect((await open('%%%&&==&apiKey=%E0%A4%A')).status).toBe(401);
  });

  it('a session link opens once: its customer is given, then it is spent', async () => {
    clockMs += 1000;
    const created = await sendMerchantRequest(testApp, shop, {
      method: 'POST',
      path: 'widget-sessions',
      body: JSON.stringify({ external_customer_id: 'c-1', email: 'Ann@Shop.test', first_name: 'Ann' }),
    });
    expect(created.status).toBe(200);
    const { session } = (await created.json()) as { session: string };
    const opened = await open(`session=${session}&fromAmount=50`, 'https://shop.test/');
    expect(opened.body).toMatchObject({
      trust: 'session',
      customer: { email: 'ann@shop.test', first_name: 'Ann', external_customer_id: 'c-1' },
    });
    const signIn = await testApp.app.request(`${WIDGET_BASE}auth/seamless`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    expect(signIn.status).toBe(200);
    // Its page may still be drawn in the shop, to say the link is spent.
    const frames = createWidgetFrameService(testApp.context, NO_ENDPOINTS);
    expect(await frames.frameAncestors(new URL(`https://ferry.test/frame/exchange?session=${session}`))).toBe(
      'frame-ancestors shop.test:* *.shop.test:*',
    );
    const again = await open(`session=${session}`, 'https://shop.test/');
    expect(again.status).toBe(401);
    expect(again.body.error).toMatchObject({ details: { reason: 'widget_session_invalid' } });
  });
});

describe('frame-ancestors of a frame page', () => {
  it('names the key’s verified domain, nobody for an unknown key, and nothing without a key', async () => {
    const frames = createWidgetFrameService(testApp.context, NO_ENDPOINTS);
    expect(await frames.frameAncestors(new URL(`https://ferry.test/frame/exchange?apiKey=${shop.key}`))).toBe(
      'frame-ancestors shop.test:* *.shop.test:*',
    );
    expect(await frames.frameAncestors(new URL('https://ferry.test/frame/exchange?apiKey=pk_live_x'))).toBe(
      "frame-ancestors 'none'",
    );
    expect(await frames.frameAncestors(new URL('https://ferry.test/frame/exchange/confirm'))).toBeUndefined();
  });

  it.each([
    ['shop.test', 'shop.test', true],
    ['a.b.shop.test', 'shop.test', true],
    ['SHOP.TEST.', 'shop.test', true],
    ['evilshop.test', 'shop.test', false],
    ['shop.test.evil', 'shop.test', false],
  ])('%s on %s: %s', (host, domain, expected) => {
    expect(isHostOnDomain(host, domain)).toBe(expected);
  });
});
