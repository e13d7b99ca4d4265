import { describe, expect, it } from 'vitest';
import { listCurrencies } from '../contracts/index';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { type ApiEventType, createApiEvents } from './api-events';
import {
  createFakeFetch,
  errorAnswer,
  type FakeAnswer,
  type RecordedRequest,
} from './test-support/fake-fetch';
import { createMemoryTokenStore, type Tokens } from './token-store';

const OLD: Tokens = { accessToken: 'old', refreshToken: 'refresh-old' };
const NEW: Tokens = { accessToken: 'new', refreshToken: 'refresh-new' };
const CURRENCIES: FakeAnswer = { json: { currencies: [] } };

function isRefresh(request: RecordedRequest): boolean {
  return request.method === 'PUT' && request.url === '/api/client/v1/auth';
}

/** A server whose data calls accept only `new` and whose refresh answers with `refreshAnswer`. */
function setup(initial: Tokens | null, refreshAnswer: FakeAnswer, dataDelayMs = 0) {
  const tokens = createMemoryTokenStore(initial);
  const events = createApiEvents();
  const seen: ApiEventType[] = [];
  for (const type of ['session-expired', 'connection-error', 'server-error', 'contract-mismatch'] as const) {
    events.on(type, () => seen.push(type));
  }
  const fake = createFakeFetch((request) => {
    if (isRefresh(request)) return refreshAnswer;
    if (request.headers.Authorization === 'Bearer new') return { ...CURRENCIES, delayMs: dataDelayMs };
    return { ...errorAnswer(401, 'UNAUTHORIZED_REQUEST'), delayMs: dataDelayMs };
  });
  const client = createApiClient({ mode: 'display', fetch: fake.fetch, tokens, events });
  const refreshes = () => fake.requests.filter(isRefresh);
  return { client, tokens, seen, requests: fake.requests, refreshes };
}

const REFRESH_OK: FakeAnswer = {
  json: { access_token: 'new', refresh_token: 'refresh-new', token_type: 'Bearer', expires_in: 600 },
  delayMs: 20,
};

describe('token refresh (spec 001 §4)', () => {
  it('refreshes once for 5 concurrent 401s and retries each with the new token', async () => {
    const { client, tokens, requests, refreshes } = setup(OLD, REFRESH_OK);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.call(listCurrencies)));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ currencies: [] })));
    expect(refreshes()).toHaveLength(1);
    expect(requests).toHaveLength(11);
    expect(requests.filter((request) => request.headers.Authorization === 'Bearer new')).toHaveLength(5);
    expect(tokens.read()).toEqual(NEW);
  });

  it('joins 401s that arrive after the refresh finished without refreshing again', async () => {
    // The data calls answer at different times, so some 401s land after the refresh is done.
    const tokens = createMemoryTokenStore(OLD);
    let delayMs = 0;
    const fake = createFakeFetch((request) => {
      if (isRefresh(request))
        return { json: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer', expires_in: 600 } };
      if (request.headers.Authorization === 'Bearer new') return CURRENCIES;
      delayMs += 15;
      return { ...errorAnswer(401, 'UNAUTHORIZED_REQUEST'), delayMs };
    });
    const client = createApiClient({ mode: 'display', fetch: fake.fetch, tokens });
    await Promise.all(Array.from({ length: 3 }, () => client.call(listCurrencies)));
    expect(fake.requests.filter(isRefresh)).toHaveLength(1);
  });

  it('sends the refresh as PUT {base}auth with the refresh token and no bearer', async () => {
    const { client, refreshes } = setup(OLD, REFRESH_OK);
    await client.call(listCurrencies);
    const [refresh] = refreshes();
    expect(refresh?.body).toBe('{"refresh_token":"refresh-old"}');
    expect(refresh?.headers.Authorization).toBeUndefined();
  });

  it('makes a request that starts during the refresh wait and send once with the new token', async () => {
    const { client, requests } = setup(OLD, { ...REFRESH_OK, delayMs: 40 });
    const first = client.call(listCurrencies);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const late = client.call(listCurrencies);
    await Promise.all([first, late]);
    expect(requests.map((request) => request.headers.Authorization ?? 'none')).toEqual([
      'Bearer old',
      'none',
      'Bearer new',
      'Bearer new',
    ]);
  });

  it.each([
    ['refused with 401', errorAnswer(401, 'UNAUTHORIZED_REQUEST')],
    ['refused with 400', errorAnswer(400, 'BAD_REQUEST')],
    ['answered with a broken body', { json: { access_token: '' } }],
  ])(
    'a refresh %s clears the tokens, emits session-expired once, fails every caller',
    async (_name, answer) => {
      const { client, tokens, seen, refreshes } = setup(OLD, { ...answer, delayMs: 20 });
      const results = await Promise.allSettled(Array.from({ length: 3 }, () => client.call(listCurrencies)));
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ status: 401, code: 'UNAUTHORIZED_REQUEST' });
      }
      expect(refreshes()).toHaveLength(1);
      expect(tokens.read()).toBeNull();
      expect(seen.filter((type) => type === 'session-expired')).toHaveLength(1);
    },
  );

  it.each([
    ['a dropped connection', { isNetworkError: true }, 'ERR_NETWORK', 'connection-error'],
    ['a server fault', errorAnswer(502, 'INTERNAL_ERROR'), 'INTERNAL_ERROR', 'server-error'],
  ] as const)(
    'a refresh hit by %s keeps the session and fails with %s',
    async (_name, answer, code, event) => {
      const { client, tokens, seen } = setup(OLD, answer);
      await expect(client.call(listCurrencies)).rejects.toMatchObject({ code });
      expect(tokens.read()).toEqual(OLD);
      expect(seen).toEqual([event]);
    },
  );

  it.each([
    ['no stored session', null],
    ['a session without a refresh token', { accessToken: 'old', refreshToken: null }],
  ])('does not refresh with %s', async (_name, initial) => {
    const { client, refreshes, requests, seen } = setup(initial, REFRESH_OK);
    await expect(client.call(listCurrencies)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED_REQUEST',
    });
    expect(refreshes()).toHaveLength(0);
    expect(requests).toHaveLength(1);
    expect(seen).toEqual([]);
  });

  it('never loops: a 401 after the refresh fails the call', async () => {
    const tokens = createMemoryTokenStore(OLD);
    const fake = createFakeFetch((request) =>
      isRefresh(request) ? REFRESH_OK : errorAnswer(401, 'UNAUTHORIZED_REQUEST'),
    );
    const client = createApiClient({ mode: 'display', fetch: fake.fetch, tokens });
    await expect(client.call(listCurrencies)).rejects.toMatchObject({ code: 'UNAUTHORIZED_REQUEST' });
    expect(fake.requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('lets a caller abort while it waits for the refresh', async () => {
    const { client } = setup(OLD, { ...REFRESH_OK, delayMs: 50 });
    const controller = new AbortController();
    const call = client.call(listCurrencies, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
