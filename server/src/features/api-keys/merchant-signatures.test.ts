import type { LoginResponse } from '@ferry/shared/contracts';
import { createWidgetSession } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  type MerchantRequest,
  sendMerchantRequest,
  signMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { SIGNATURE_WINDOW_SECONDS } from './merchant-signatures';

let clockMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;
let merchant: MerchantCredentials;
let apiKeyId: string;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs, environment: { TRUST_PROXY: 'true' } });
  owner = await testApp.signIn();
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name: 'Frame',
    type: 'widget',
    domain: 'shop.test',
    permissions: ['create_buy_order'],
  });
  merchant = { key: apiKey.key, secret };
  apiKeyId = apiKey.id;
});
afterAll(() => testApp.dispose());
beforeEach(() => {
  clockMs += 1000;
});

let customerCounter = 0;
/** A fresh body each time, so no two requests carry the same signature by accident. */
function sessionRequest(path = 'widget-sessions'): MerchantRequest {
  customerCounter += 1;
  return {
    method: 'POST',
    path,
    body: JSON.stringify({ external_customer_id: `customer-${customerCounter}` }),
  };
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error?: { code: string; details?: { reason?: string } } };
  return [response.status, body.error?.code, body.error?.details?.reason];
}

async function lastUsedAt(id: string): Promise<Date | null> {
  const row = await testApp.context.db
    .selectFrom('api_keys')
    .select('last_used_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.last_used_at;
}

describe('a signed merchant request', () => {
  it('passes with the key, a current timestamp and the right signature', async () => {
    const response = await sendMerchantRequest(testApp, merchant, sessionRequest());
    expect(response.status).toBe(200);
    createWidgetSession.response.parse(await response.json());
  });

  it('signs the query too', async () => {
    const response = await sendMerchantRequest(
      testApp,
      merchant,
      sessionRequest('widget-sessions?ref=abc&x=1'),
    );
    expect(response.status).toBe(200);
  });

  it.each(['Api-Key', 'Api-Timestamp', 'Api-Signature'])('is refused without %s', async (header) => {
    const response = await sendMerchantRequest(testApp, merchant, sessionRequest(), { [header]: undefined });
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_headers_missing']);
  });

  it.each([
    ['an unknown key', { 'Api-Key': 'fpk_live_00000000000000000000000000000000' }, 'api_key_unknown'],
    ['a malformed key', { 'Api-Key': 'not-a-key' }, 'api_key_unknown'],
    ['a timestamp in milliseconds', { 'Api-Timestamp': String(clockMs) }, 'timestamp_invalid'],
    ['a timestamp far away', { 'Api-Timestamp': '1000000000' }, 'timestamp_outside_window'],
    ['a timestamp that is not a number', { 'Api-Timestamp': '12e5' }, 'timestamp_invalid'],
    ['a signature that is not hex', { 'Api-Signature': 'z'.repeat(64) }, 'signature_invalid'],
    ['a short signature', { 'Api-Signature': 'ab' }, 'signature_invalid'],
  ])('is refused with %s', async (_name, headers, reason) => {
    const response = await sendMerchantRequest(testApp, merchant, sessionRequest(), headers);
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', reason]);
  });

  it('is refused when signed with another secret', async () => {
    const response = await sendMerchantRequest(
      testApp,
      { key: merchant.key, secret: `${merchant.secret}x` },
      sessionRequest(),
    );
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
  });

  it.each([
    [
      'the body',
      (request: MerchantRequest) => ({ ...request, body: request.body?.replace('customer', 'c') }),
    ],
    ['the path', (request: MerchantRequest) => ({ ...request, path: `${request.path}?extra=1` })],
    ['the method', (request: MerchantRequest) => ({ ...request, method: 'PUT' })],
  ])('is refused when %s differs from what was signed', async (_name, tamper) => {
    const signed = sessionRequest();
    const headers = signMerchantRequest(merchant, tamper(signed), clockMs);
    const response = await testApp.app.request(`${WIDGET_BASE}${signed.path}`, {
      method: signed.method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: signed.body ?? '',
    });
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
  });

  it('is refused when the timestamp differs from what was signed', async () => {
    const request = sessionRequest();
    const headers = signMerchantRequest(merchant, request, clockMs);
    const response = await sendMerchantRequest(testApp, merchant, request, {
      ...headers,
      'Api-Timestamp': String(Number(headers['Api-Timestamp']) - 1),
    });
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
  });

  it.each([
    ['just inside the past edge', -SIGNATURE_WINDOW_SECONDS, 200],
    ['just inside the future edge', SIGNATURE_WINDOW_SECONDS, 200],
    ['too old', -SIGNATURE_WINDOW_SECONDS - 1, 401],
    ['from the future', SIGNATURE_WINDOW_SECONDS + 1, 401],
    ['a day old', -86_400, 401],
  ])('with a timestamp %s answers %i', async (_name, offsetSeconds, status) => {
    const timestamp = Math.floor(clockMs / 1000) + offsetSeconds;
    clockMs = Math.floor(clockMs / 1000) * 1000;
    const response = await sendMerchantRequest(testApp, merchant, { ...sessionRequest(), timestamp });
    expect(response.status).toBe(status);
  });

  it('is refused when replayed, even across a ten-minute boundary and from another address', async () => {
    // Just before a boundary of the clock's ten-minute windows, where a fixed-window counter forgets.
    clockMs = Math.ceil((clockMs + 3000) / 600_000) * 600_000 - 2000;
    const request = sessionRequest();
    const headers = signMerchantRequest(merchant, request, clockMs);
    const send = (ip: string) =>
      testApp.app.request(`${WIDGET_BASE}${request.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
        body: request.body ?? '',
      });
    expect((await send('198.51.100.1')).status).toBe(200);
    expect(await errorOf(await send('198.51.100.1'))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'signature_replayed',
    ]);
    clockMs += (SIGNATURE_WINDOW_SECONDS - 2) * 1000;
    expect(await errorOf(await send('198.51.100.2'))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'signature_replayed',
    ]);
  });

  it('lets only one of two parallel copies through', async () => {
    const request = sessionRequest();
    const headers = {
      'Content-Type': 'application/json',
      ...signMerchantRequest(merchant, request, clockMs),
    };
    const statuses = await Promise.all(
      [1, 2].map(async () => {
        const response = await testApp.app.request(`${WIDGET_BASE}${request.path}`, {
          method: 'POST',
          headers,
          body: request.body ?? '',
        });
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('stops working at once when the key is deleted', async () => {
    const login = await testApp.signIn();
    const { apiKey, secret } = await createKeyThroughApi(testApp, login, {
      name: 'Doomed',
      type: 'widget',
      domain: 'a.test',
      permissions: ['create_buy_order'],
    });
    const credentials = { key: apiKey.key, secret };
    expect((await sendMerchantRequest(testApp, credentials, sessionRequest())).status).toBe(200);
    const deleted = await testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}`, {
      method: 'DELETE',
      headers: bearer(login),
    });
    expect(deleted.status).toBe(200);
    const response = await sendMerchantRequest(testApp, credentials, sessionRequest());
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'api_key_unknown']);
  });

  it('is refused with USER_BLOCKED when the key’s owner is blocked, and dead when the owner is deleted', async () => {
    const login = await testApp.signIn();
    const { apiKey, secret } = await createKeyThroughApi(testApp, login, {
      name: 'Owner',
      type: 'widget',
      domain: 'b.test',
      permissions: ['create_buy_order'],
    });
    const credentials = { key: apiKey.key, secret };
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    expect((await errorOf(await sendMerchantRequest(testApp, credentials, sessionRequest())))[1]).toBe(
      'USER_BLOCKED',
    );
    await testApp.context.users.update(login.uuid, { status: 'deleted' });
    const response = await sendMerchantRequest(testApp, credentials, sessionRequest());
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'api_key_unknown']);
  });

  it('records the last use at most once a minute', async () => {
    clockMs += 61_000;
    expect((await sendMerchantRequest(testApp, merchant, sessionRequest())).status).toBe(200);
    const first = await lastUsedAt(apiKeyId);
    expect(first?.getTime()).toBe(clockMs);
    clockMs += 30_000;
    expect((await sendMerchantRequest(testApp, merchant, sessionRequest())).status).toBe(200);
    expect(await lastUsedAt(apiKeyId)).toEqual(first);
    clockMs += 31_000;
    expect((await sendMerchantRequest(testApp, merchant, sessionRequest())).status).toBe(200);
    expect((await lastUsedAt(apiKeyId))?.getTime()).toBe(clockMs);
  });
});

describe('the IP allow-list', () => {
  let listed: MerchantCredentials;
  beforeAll(async () => {
    const { apiKey, secret } = await createKeyThroughApi(testApp, await testApp.signIn(), {
      name: 'Listed',
      type: 'widget',
      domain: 'c.test',
      permissions: ['create_buy_order'],
      ip_addresses: '203.0.113.7, 2001:db8::1',
    });
    listed = { key: apiKey.key, secret };
  });

  it.each([
    ['203.0.113.7', 200],
    ['::ffff:203.0.113.7', 200],
    ['2001:0DB8:0:0::1', 200],
    ['203.0.113.8', 403],
    ['2001:db8::2', 403],
  ])('from %s answers %i', async (ip, status) => {
    const response = await sendMerchantRequest(testApp, listed, sessionRequest(), { 'X-Forwarded-For': ip });
    expect(response.status).toBe(status);
    if (status === 403) expect(await errorOf(response)).toEqual([403, 'ACCESS_DENIED', 'ip_not_allowed']);
  });

  it('refuses a caller whose address is unknown', async () => {
    const response = await sendMerchantRequest(testApp, listed, sessionRequest());
    expect(await errorOf(response)).toEqual([403, 'ACCESS_DENIED', 'ip_not_allowed']);
  });

  it('lets any address through when the list is empty', async () => {
    const response = await sendMerchantRequest(testApp, merchant, sessionRequest(), {
      'X-Forwarded-For': '192.0.2.99',
    });
    expect(response.status).toBe(200);
  });
});

describe('Api-Nonce: two honest identical requests in one second', () => {
  let poller: MerchantCredentials;
  const get = (nonce?: string): MerchantRequest => ({
    method: 'GET',
    path: 'currencies',
    ...(nonce === undefined ? {} : { nonce }),
  });

  beforeAll(async () => {
    // A fresh sign-in: earlier tests move the clock on by minutes, past the owner's access token.
    const { apiKey, secret } = await createKeyThroughApi(testApp, await testApp.signIn(), {
      name: 'Poller',
      type: 'exchanger',
      permissions: ['get_currencies'],
    });
    poller = { key: apiKey.key, secret };
  });

  it('both pass when each carries its own nonce, in the same second', async () => {
    const statuses = [];
    for (const nonce of [crypto.randomUUID(), crypto.randomUUID()])
      statuses.push((await sendMerchantRequest(testApp, poller, get(nonce))).status);
    expect(statuses).toEqual([200, 200]);
  });

  it('a nonce used again within the window is refused, whatever else the request says', async () => {
    const nonce = crypto.randomUUID();
    expect((await sendMerchantRequest(testApp, poller, get(nonce))).status).toBe(200);
    expect(await errorOf(await sendMerchantRequest(testApp, poller, get(nonce)))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_replayed',
    ]);
    clockMs += 5000;
    const other = { ...get(nonce), path: 'currencies?x=1' };
    expect(await errorOf(await sendMerchantRequest(testApp, poller, other))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_replayed',
    ]);
    // Another key's nonces are its own.
    expect((await sendMerchantRequest(testApp, merchant, { ...sessionRequest(), nonce })).status).toBe(200);
  });

  it('without a nonce keeps today’s rule: the same signature passes once', async () => {
    expect((await sendMerchantRequest(testApp, poller, get())).status).toBe(200);
    expect(await errorOf(await sendMerchantRequest(testApp, poller, get()))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'signature_replayed',
    ]);
  });

  it('is signed: a nonce added to, or changed in, a signed request breaks its signature', async () => {
    const signedWithout = signMerchantRequest(poller, get(), clockMs);
    const added = await testApp.app.request(`${WIDGET_BASE}currencies`, {
      headers: { ...signedWithout, 'Api-Nonce': crypto.randomUUID() },
    });
    expect(await errorOf(added)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
    const signedWith = signMerchantRequest(poller, get(crypto.randomUUID()), clockMs);
    const changed = await testApp.app.request(`${WIDGET_BASE}currencies`, {
      headers: { ...signedWith, 'Api-Nonce': crypto.randomUUID() },
    });
    expect(await errorOf(changed)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
  });

  it.each([
    ['too short', 'abc'],
    ['with a dot', `${'a'.repeat(20)}.GET`],
    ['too long', 'a'.repeat(129)],
  ])('refuses a nonce %s', async (_name, nonce) => {
    expect(await errorOf(await sendMerchantRequest(testApp, poller, get(nonce)))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_invalid',
    ]);
  });
});
