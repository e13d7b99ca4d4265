import { describe, expect, expectTypeOf, it } from 'vitest';
import { listCurrencies } from '../contracts/index';
import type { DisplayMode } from '../domain/index';
import { type ApiClientOptions, createApiClient } from './api-client';
import { createFakeFetch, type FakeAnswer } from './test-support/fake-fetch';
import {
  createThing,
  deleteThing,
  deleteWithBody,
  getThing,
  widgetOnly,
} from './test-support/test-endpoints';
import { createMemoryTokenStore } from './token-store';

const CURRENCIES: FakeAnswer = { json: { currencies: [] } };

function clientWith(options: Partial<ApiClientOptions> = {}, answers: FakeAnswer[] = [CURRENCIES]) {
  const fake = createFakeFetch(answers);
  const client = createApiClient({ mode: 'display', fetch: fake.fetch, ...options });
  return { client, requests: fake.requests };
}

describe('base prefix per display mode (spec 000 §7)', () => {
  it.each<[DisplayMode, string]>([
    ['display', '/api/client/v1/currencies'],
    ['messenger', '/api/client/v1/currencies'],
    ['widget', '/api/widget/v1/currencies'],
    ['pay-frame', '/api/widget/v1/currencies'],
    ['native', '/api/mobile/v1/currencies'],
  ])('%s calls %s', async (mode, url) => {
    const { client, requests } = clientWith({ mode });
    await client.call(listCurrencies);
    expect(requests[0]?.url).toBe(url);
    expect(client.baseUrl).toBe(url.replace('currencies', ''));
  });

  it('puts the origin in front', async () => {
    const { client, requests } = clientWith({ origin: 'https://ferry.test', mode: 'native' });
    await client.call(listCurrencies);
    expect(requests[0]?.url).toBe('https://ferry.test/api/mobile/v1/currencies');
  });

  it('refuses an endpoint its base does not serve, without a request', async () => {
    const { client, requests } = clientWith({ mode: 'display' });
    await expect(client.call(widgetOnly)).rejects.toThrow(/not served on the client base/);
    expect(requests).toHaveLength(0);
  });
});

describe('path and query', () => {
  it('encodes path params and the query', async () => {
    const { client, requests } = clientWith({}, [{ json: { id: 'a/b' } }]);
    const result = await client.call(getThing, {
      params: { id: 'a/b c' },
      query: { q: 'x&y', tags: ['t1', 't2'] },
    });
    expect(result).toEqual({ id: 'a/b' });
    expect(requests[0]?.url).toBe('/api/client/v1/things/a%2Fb%20c?q=x%26y&tags=t1&tags=t2');
    expect(requests[0]?.method).toBe('GET');
  });

  it('rejects before sending when a path param is missing', async () => {
    const { client, requests } = clientWith();
    await expect(client.call(getThing)).rejects.toThrow(/Missing path parameter/);
    expect(requests).toHaveLength(0);
  });
});

describe('bodies', () => {
  it.each([
    [
      'POST with a body',
      createThing,
      { body: { name: 'n' } },
      { json: { amount: '1' } },
      '{"name":"n"}',
      'application/json',
    ],
    ['POST without a body', createThing, {}, { json: { amount: '1' } }, '{}', 'application/json'],
    ['GET', getThing, { params: { id: '1' } }, { json: { id: '1' } }, undefined, undefined],
    ['DELETE', deleteThing, { params: { id: '1' } }, { status: 204 }, undefined, undefined],
    [
      'DELETE whose endpoint declares a body',
      deleteWithBody,
      { params: { id: '1' }, body: { confirm: 'DELETE' } },
      { json: { deleted: true } },
      '{"confirm":"DELETE"}',
      'application/json',
    ],
  ] as const)('%s sends body %s', async (_name, endpoint, input, answer, body, contentType) => {
    const { client, requests } = clientWith({}, [answer]);
    await client.call(endpoint as typeof getThing, input as never);
    expect(requests[0]?.method).toBe(endpoint.method);
    expect(requests[0]?.body).toBe(body);
    expect(requests[0]?.headers['Content-Type']).toBe(contentType);
    expect(requests[0]?.headers.Accept).toBe('application/json');
  });

  it('returns the parsed (output) value of the response schema', async () => {
    const { client } = clientWith({}, [{ json: { amount: '12345678901234567890' } }]);
    const result = await client.call(createThing, { body: { name: 'n' } });
    expect(result.amount).toBe(12345678901234567890n);
    expectTypeOf(result).toEqualTypeOf<{ amount: bigint }>();
  });

  it('types the input from the endpoint schemas (the @ts-expect-error lines are checked by tsc)', () => {
    const { client } = clientWith();
    const check = () => {
      // @ts-expect-error name must be a string
      void client.call(createThing, { body: { name: 1 } });
      // @ts-expect-error tags is a list of strings
      void client.call(getThing, { params: { id: '1' }, query: { tags: 'one' } });
    };
    expect(check).toBeTypeOf('function');
  });
});

const TOKENS = { accessToken: 'acc', refreshToken: 'ref' };
const RECAPTCHA = { action: 'login', token: 'cap' };

describe('headers (spec 000 §7, 001 §7)', () => {
  it.each<[string, Partial<ApiClientOptions>, object, string, string | undefined]>([
    [
      'Authorization with a token',
      { tokens: createMemoryTokenStore(TOKENS) },
      {},
      'Authorization',
      'Bearer acc',
    ],
    ['no Authorization without a token', {}, {}, 'Authorization', undefined],
    ['Profile-Id when known', { getProfileId: () => 'p-1' }, {}, 'Profile-Id', 'p-1'],
    ['no Profile-Id when unknown', { getProfileId: () => null }, {}, 'Profile-Id', undefined],
    ['no Profile-Id without a getter', {}, {}, 'Profile-Id', undefined],
    ['Api-Key on the widget base', { mode: 'widget', apiKey: 'k' }, {}, 'Api-Key', 'k'],
    ['Api-Key on the pay frame', { mode: 'pay-frame', apiKey: 'k' }, {}, 'Api-Key', 'k'],
    ['no Api-Key on the client base', { mode: 'display', apiKey: 'k' }, {}, 'Api-Key', undefined],
    ['no Api-Key on the mobile base', { mode: 'native', apiKey: 'k' }, {}, 'Api-Key', undefined],
    [
      'Widget-Original-Url on the widget base',
      { mode: 'widget', widgetOriginalUrl: 'https://shop.test/?a=1' },
      {},
      'Widget-Original-Url',
      'https://shop.test/?a=1',
    ],
    [
      'Widget-Frame-Token on the widget base, once the frame has one',
      { mode: 'widget', getFrameToken: () => 'frame-token' },
      {},
      'Widget-Frame-Token',
      'frame-token',
    ],
    [
      'no Widget-Frame-Token before',
      { mode: 'widget', getFrameToken: () => null },
      {},
      'Widget-Frame-Token',
      undefined,
    ],
    [
      'no Widget-Frame-Token on the client base',
      { mode: 'display', getFrameToken: () => 'frame-token' },
      {},
      'Widget-Frame-Token',
      undefined,
    ],
    [
      'no Widget-Original-Url on the client base',
      { mode: 'messenger', widgetOriginalUrl: 'https://shop.test' },
      {},
      'Widget-Original-Url',
      undefined,
    ],
    ['RECAPTCHA-ACTION when passed', {}, { recaptcha: RECAPTCHA }, 'RECAPTCHA-ACTION', 'login'],
    ['RECAPTCHA-TOKEN when passed', {}, { recaptcha: RECAPTCHA }, 'RECAPTCHA-TOKEN', 'cap'],
    ['no RECAPTCHA-TOKEN otherwise', {}, {}, 'RECAPTCHA-TOKEN', undefined],
    ['Idempotency-Key when given', {}, { idempotencyKey: 'idem-1' }, 'Idempotency-Key', 'idem-1'],
    ['no Idempotency-Key otherwise', {}, {}, 'Idempotency-Key', undefined],
    ['no Auth-2FA-Token on a first try', {}, {}, 'Auth-2FA-Token', undefined],
    ['Content-Type on POST', {}, {}, 'Content-Type', 'application/json'],
    ['Accept always', {}, {}, 'Accept', 'application/json'],
  ])('%s', async (_name, options, input, header, expected) => {
    const { client, requests } = clientWith(options, [{ json: { amount: '1' } }]);
    await client.call(createThing, { body: { name: 'n' }, ...input });
    expect(requests[0]?.headers[header]).toBe(expected);
  });

  it('reads the token and profile at send time', async () => {
    const tokens = createMemoryTokenStore();
    let profileId = 'p-1';
    const { client, requests } = clientWith({ tokens, getProfileId: () => profileId }, [
      CURRENCIES,
      CURRENCIES,
    ]);
    await client.call(listCurrencies);
    tokens.write(TOKENS);
    profileId = 'p-2';
    await client.call(listCurrencies);
    expect(requests.map((request) => [request.headers.Authorization, request.headers['Profile-Id']])).toEqual(
      [
        [undefined, 'p-1'],
        ['Bearer acc', 'p-2'],
      ],
    );
  });
});
