import { createWidgetSession } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantRequest,
  sendMerchantRequest,
  signMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { bearer } from '../../test-support/test-app';
import { SIGNATURE_WINDOW_SECONDS } from './merchant-signatures';
import {
  errorOf,
  type MerchantSignaturesWorld,
  startMerchantSignaturesWorld,
} from './merchant-signatures.test-kit';

let clockMs = Date.now();
let world: MerchantSignaturesWorld;
beforeAll(async () => {
  world = await startMerchantSignaturesWorld(() => clockMs);
});
afterAll(() => world.dispose());
beforeEach(() => {
  clockMs += 1000;
});

describe('a signed merchant request', () => {
  it('passes with the key, a current timestamp and the right signature', async () => {
    const response = await sendMerchantRequest(world.testApp, world.merchant, world.sessionRequest());
    expect(response.status).toBe(200);
    createWidgetSession.response.parse(await response.json());
  });

  it('signs the query too', async () => {
    const response = await sendMerchantRequest(
      world.testApp,
      world.merchant,
      world.sessionRequest('widget-sessions?ref=abc&x=1'),
    );
    expect(response.status).toBe(200);
  });

  it.each(['Api-Key', 'Api-Timestamp', 'Api-Signature'])('is refused without %s', async (header) => {
    const response = await sendMerchantRequest(world.testApp, world.merchant, world.sessionRequest(), {
      [header]: undefined,
    });
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
    const response = await sendMerchantRequest(
      world.testApp,
      world.merchant,
      world.sessionRequest(),
      headers,
    );
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', reason]);
  });

  it('is refused when signed with another secret', async () => {
    const response = await sendMerchantRequest(
      world.testApp,
      { key: world.merchant.key, secret: `${world.merchant.secret}x` },
      world.sessionRequest(),
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
    const signed = world.sessionRequest();
    const headers = signMerchantRequest(world.merchant, tamper(signed), clockMs);
    const response = await world.testApp.app.request(`${WIDGET_BASE}${signed.path}`, {
      method: signed.method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: signed.body ?? '',
    });
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
  });

  it('is refused when the timestamp differs from what was signed', async () => {
    const request = world.sessionRequest();
    const headers = signMerchantRequest(world.merchant, request, clockMs);
    const response = await sendMerchantRequest(world.testApp, world.merchant, request, {
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
    const response = await sendMerchantRequest(world.testApp, world.merchant, {
      ...world.sessionRequest(),
      timestamp,
    });
    expect(response.status).toBe(status);
  });

  it('is refused when replayed, even across a ten-minute boundary and from another address', async () => {
    // Just before a boundary of the clock's ten-minute windows, where a fixed-window counter forgets.
    clockMs = Math.ceil((clockMs + 3000) / 600_000) * 600_000 - 2000;
    const request = world.sessionRequest();
    const headers = signMerchantRequest(world.merchant, request, clockMs);
    const send = (ip: string) =>
      world.testApp.app.request(`${WIDGET_BASE}${request.path}`, {
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
    const request = world.sessionRequest();
    const headers = {
      'Content-Type': 'application/json',
      ...signMerchantRequest(world.merchant, request, clockMs),
    };
    const statuses = await Promise.all(
      [1, 2].map(async () => {
        const response = await world.testApp.app.request(`${WIDGET_BASE}${request.path}`, {
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
    const login = await world.testApp.signIn();
    const { apiKey, secret } = await createKeyThroughApi(world.testApp, login, {
      name: 'Doomed',
      type: 'widget',
      domain: 'a.test',
      permissions: ['create_buy_order'],
    });
    const credentials = { key: apiKey.key, secret };
    expect((await sendMerchantRequest(world.testApp, credentials, world.sessionRequest())).status).toBe(200);
    const deleted = await world.testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}`, {
      method: 'DELETE',
      headers: bearer(login),
    });
    expect(deleted.status).toBe(200);
    const response = await sendMerchantRequest(world.testApp, credentials, world.sessionRequest());
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'api_key_unknown']);
  });

  it('is refused with USER_BLOCKED when the key’s owner is blocked, and dead when the owner is deleted', async () => {
    const login = await world.testApp.signIn();
    const { apiKey, secret } = await createKeyThroughApi(world.testApp, login, {
      name: 'Owner',
      type: 'widget',
      domain: 'b.test',
      permissions: ['create_buy_order'],
    });
    const credentials = { key: apiKey.key, secret };
    await world.testApp.context.users.update(login.uuid, { status: 'blocked' });
    expect(
      (await errorOf(await sendMerchantRequest(world.testApp, credentials, world.sessionRequest())))[1],
    ).toBe('USER_BLOCKED');
    await world.testApp.context.users.update(login.uuid, { status: 'deleted' });
    const response = await sendMerchantRequest(world.testApp, credentials, world.sessionRequest());
    expect(await errorOf(response)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'api_key_unknown']);
  });

  it('records the last use at most once a minute', async () => {
    clockMs += 61_000;
    expect((await sendMerchantRequest(world.testApp, world.merchant, world.sessionRequest())).status).toBe(
      200,
    );
    const first = await world.lastUsedAt(world.apiKeyId);
    expect(first?.getTime()).toBe(clockMs);
    clockMs += 30_000;
    expect((await sendMerchantRequest(world.testApp, world.merchant, world.sessionRequest())).status).toBe(
      200,
    );
    expect(await world.lastUsedAt(world.apiKeyId)).toEqual(first);
    clockMs += 31_000;
    expect((await sendMerchantRequest(world.testApp, world.merchant, world.sessionRequest())).status).toBe(
      200,
    );
    expect((await world.lastUsedAt(world.apiKeyId))?.getTime()).toBe(clockMs);
  });
});
