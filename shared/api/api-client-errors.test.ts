import { describe, expect, it } from 'vitest';
import { listCurrencies } from '../contracts/index';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { type ApiEventMap, type ApiEventType, createApiEvents } from './api-events';
import { createFakeFetch, errorAnswer, type FakeAnswer } from './test-support/fake-fetch';
import { deleteThing } from './test-support/test-endpoints';

const EVENT_TYPES: ApiEventType[] = [
  'connection-error',
  'server-error',
  'country-block',
  'user-blocked',
  'session-expired',
  'contract-mismatch',
];

function setup(answers: FakeAnswer[]) {
  const events = createApiEvents();
  const seen: { type: ApiEventType; payload: ApiEventMap[ApiEventType] }[] = [];
  for (const type of EVENT_TYPES) events.on(type, (payload) => seen.push({ type, payload }));
  const fake = createFakeFetch(answers);
  const client = createApiClient({ mode: 'display', fetch: fake.fetch, events });
  return { client, seen, requests: fake.requests };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error answers', () => {
  it.each<[string, FakeAnswer, Partial<ApiError>]>([
    [
      'an envelope',
      {
        status: 400,
        json: { error: { code: 'NOT_ENOUGH_FUNDS', message: 'short', details: { need: '5' } } },
      },
      {
        status: 400,
        code: 'NOT_ENOUGH_FUNDS',
        message: 'short',
        details: { need: '5' },
        serverCode: undefined,
      },
    ],
    [
      'an envelope with an unknown code',
      { status: 409, json: { error: { code: 'SOMETHING_NEW', message: 'new' } } },
      { status: 409, code: 'CONFLICT_ERROR', message: 'new', serverCode: 'SOMETHING_NEW' },
    ],
    ['HTML from a proxy, 502', { status: 502, text: '<html>bad gateway</html>' }, { code: 'INTERNAL_ERROR' }],
    ['an empty 404', { status: 404 }, { code: 'NOT_FOUND', message: 'HTTP 404' }],
    ['an unknown shape, 429', { status: 429, json: { message: 'slow down' } }, { code: 'TOO_MANY_REQUESTS' }],
    ['an unknown shape, 400', { status: 400, json: ['x'] }, { code: 'BAD_REQUEST' }],
    ['a bare 503', { status: 503, text: 'down' }, { code: 'SERVICE_UNAVAILABLE' }],
  ])('reads %s', async (_name, answer, expected) => {
    const { client } = setup([answer]);
    const error = await failureOf(client.call(listCurrencies));
    expect(error).toMatchObject({ kind: 'response', isSilent: false, ...expected });
  });
});

describe('events (spec 000 §8, 001 §8 "Handling")', () => {
  it.each<[string, FakeAnswer, string, ApiEventType[]]>([
    ['a dropped connection', { isNetworkError: true }, 'ERR_NETWORK', ['connection-error']],
    ['a 500', errorAnswer(500, 'INTERNAL_ERROR'), 'INTERNAL_ERROR', ['server-error']],
    ['a 503', errorAnswer(503, 'SERVICE_UNAVAILABLE'), 'SERVICE_UNAVAILABLE', ['server-error']],
    [
      'COUNTRY_NOT_ALLOWED',
      errorAnswer(403, 'COUNTRY_NOT_ALLOWED'),
      'COUNTRY_NOT_ALLOWED',
      ['country-block'],
    ],
    ['USER_BLOCKED', errorAnswer(403, 'USER_BLOCKED'), 'USER_BLOCKED', ['user-blocked']],
    [
      'USER_BLOCKED for a verification hold (the session goes on)',
      errorAnswer(403, 'USER_BLOCKED', { reason: 'verification_hold', reason_code: 'IDENTITY_REVOKED' }),
      'USER_BLOCKED',
      [],
    ],
    ['a 404', errorAnswer(404, 'NOT_FOUND'), 'NOT_FOUND', []],
    ['a 400', errorAnswer(400, 'VALIDATION_ERROR'), 'VALIDATION_ERROR', []],
  ])('%s → %s with events %j', async (_name, answer, code, events) => {
    const { client, seen } = setup([answer]);
    const error = await failureOf(client.call(listCurrencies));
    expect(error.code).toBe(code);
    expect(seen.map((event) => event.type)).toEqual(events);
    for (const event of seen) expect(event.payload).toMatchObject({ error });
  });

  it.each([
    ['the Retry-After header', { 'Retry-After': '2520' }, { retry_after_seconds: 5 }, 2520],
    ['the envelope when the header is hidden', {}, { retry_after_seconds: 42 }, 42],
    ['nothing when neither says', {}, { reason: 'code_attempts_exceeded' }, undefined],
  ])('reads how long to wait from %s', async (_name, headers, details, expected) => {
    const { client } = setup([{ ...errorAnswer(429, 'TOO_MANY_REQUESTS', details), headers }]);
    const error = await failureOf(client.call(listCurrencies));
    expect([error.code, error.retryAfterSeconds]).toEqual(['TOO_MANY_REQUESTS', expected]);
  });

  it('makes a network failure silent, with status 0 and the cause kept', async () => {
    const { client } = setup([{ isNetworkError: true }]);
    const error = await failureOf(client.call(listCurrencies));
    expect(error).toMatchObject({ kind: 'network', status: 0, isSilent: true });
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('abort', () => {
  it('rejects with the AbortError and emits nothing when aborted in flight', async () => {
    const { client, seen } = setup([{ json: { currencies: [] }, delayMs: 50 }]);
    const controller = new AbortController();
    const call = client.call(listCurrencies, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const error = await call.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });

  it('does not send when the signal is already aborted', async () => {
    const { client, requests, seen } = setup([]);
    await expect(client.call(listCurrencies, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
    expect(seen).toEqual([]);
  });
});

describe('response contract', () => {
  it('refuses an answer that breaks the schema, with the zod issues', async () => {
    const { client, seen } = setup([{ status: 200, json: { currencies: [{ code: 1 }] } }]);
    const error = await failureOf(client.call(listCurrencies));
    expect(error).toMatchObject({ kind: 'contract', status: 200, code: 'INTERNAL_ERROR' });
    expect(Array.isArray(error.details)).toBe(true);
    expect((error.details as { path: unknown[] }[])[0]?.path).toEqual(['currencies', 0, 'code']);
    expect(seen).toEqual([{ type: 'contract-mismatch', payload: { endpointId: 'listCurrencies', error } }]);
  });

  it.each<[string, FakeAnswer]>([
    ['a non-JSON body', { status: 200, text: '<html></html>' }],
    ['an empty body for an object schema', { status: 204 }],
  ])('refuses %s', async (_name, answer) => {
    const { client } = setup([answer]);
    const error = await failureOf(client.call(listCurrencies));
    expect(error).toMatchObject({ kind: 'contract', code: 'INTERNAL_ERROR', status: answer.status });
  });

  it('accepts an empty 204 when the schema accepts undefined', async () => {
    const { client } = setup([{ status: 204 }]);
    await expect(client.call(deleteThing, { params: { id: '1' } })).resolves.toBeUndefined();
  });

  it('refuses a body where the schema expects none', async () => {
    const { client } = setup([{ status: 200, json: { surprise: true } }]);
    const error = await failureOf(client.call(deleteThing, { params: { id: '1' } }));
    expect(error.kind).toBe('contract');
  });
});
