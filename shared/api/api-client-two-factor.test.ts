import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { createFakeFetch, errorAnswer, type FakeAnswer } from './test-support/fake-fetch';
import { createThing } from './test-support/test-endpoints';
import { createMemoryTokenStore } from './token-store';

const OK: FakeAnswer = { json: { amount: '5' } };
const NEEDS_2FA = errorAnswer(403, 'AUTH_2FA_REQUIRED');
const INPUT = { body: { name: 'n' }, idempotencyKey: 'idem-7' };

function setup(answers: FakeAnswer[], code: string | null) {
  const fake = createFakeFetch(answers);
  const onTwoFactorRequired = vi.fn(async () => code);
  const client = createApiClient({ mode: 'display', fetch: fake.fetch, onTwoFactorRequired });
  return { client, requests: fake.requests, onTwoFactorRequired };
}

describe('two-factor prompt (spec 001 §8 "AUTH_2FA_REQUIRED")', () => {
  it('asks for a code and retries once with Auth-2FA-Token and the same idempotency key', async () => {
    const { client, requests, onTwoFactorRequired } = setup([NEEDS_2FA, OK], '123456');
    await expect(client.call(createThing, INPUT)).resolves.toEqual({ amount: 5n });
    expect(onTwoFactorRequired).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.headers['Auth-2FA-Token'])).toEqual([undefined, '123456']);
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['idem-7', 'idem-7']);
    expect(requests[1]?.body).toBe('{"name":"n"}');
  });

  it.each([
    ['the user cancels (null)', null],
    ['the user gives an empty code', ''],
  ])('fails with AUTH_2FA_REQUIRED when %s', async (_name, code) => {
    const { client, requests } = setup([NEEDS_2FA], code);
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({
      status: 403,
      code: 'AUTH_2FA_REQUIRED',
    });
    expect(requests).toHaveLength(1);
  });

  it('asks only once: a second 2FA demand fails the call', async () => {
    const { client, requests, onTwoFactorRequired } = setup([NEEDS_2FA, NEEDS_2FA], '111111');
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({ code: 'AUTH_2FA_REQUIRED' });
    expect(onTwoFactorRequired).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('asks again with the refusal after a wrong code, and closes only once the call is answered', async () => {
    const fake = createFakeFetch([NEEDS_2FA, errorAnswer(403, 'AUTH_2FA_INVALID'), OK]);
    const codes = ['000000', '654321'];
    const onTwoFactorRequired = vi.fn(async (_rejection?: ApiError) => codes.shift() ?? null);
    const onTwoFactorSettled = vi.fn();
    const client = createApiClient({
      mode: 'display',
      fetch: fake.fetch,
      onTwoFactorRequired,
      onTwoFactorSettled,
    });
    await expect(client.call(createThing, INPUT)).resolves.toEqual({ amount: 5n });
    expect(onTwoFactorRequired.mock.calls.map(([rejection]) => rejection?.code)).toEqual([
      undefined,
      'AUTH_2FA_INVALID',
    ]);
    expect(fake.requests.map((request) => request.headers['Auth-2FA-Token'])).toEqual([
      undefined,
      '000000',
      '654321',
    ]);
    expect(onTwoFactorSettled).toHaveBeenCalledTimes(1);
  });

  it('a cancel after a wrong code ends the call quietly, as AUTH_2FA_REQUIRED', async () => {
    const fake = createFakeFetch([NEEDS_2FA, errorAnswer(403, 'AUTH_2FA_INVALID')]);
    const codes = ['000000', null];
    const onTwoFactorSettled = vi.fn();
    const client = createApiClient({
      mode: 'display',
      fetch: fake.fetch,
      onTwoFactorRequired: async () => codes.shift() ?? null,
      onTwoFactorSettled,
    });
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({ code: 'AUTH_2FA_REQUIRED' });
    expect(onTwoFactorSettled).toHaveBeenCalledTimes(1);
  });

  it('passes a locked factor through and closes the dialog', async () => {
    const fake = createFakeFetch([NEEDS_2FA, errorAnswer(429, 'AUTH_2FA_ATTEMPTS_EXCEEDED')]);
    const onTwoFactorSettled = vi.fn();
    const client = createApiClient({
      mode: 'display',
      fetch: fake.fetch,
      onTwoFactorRequired: async () => '000000',
      onTwoFactorSettled,
    });
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({
      code: 'AUTH_2FA_ATTEMPTS_EXCEEDED',
    });
    expect(onTwoFactorSettled).toHaveBeenCalledTimes(1);
  });

  it('fails without a prompt when the shell gives no 2FA handler', async () => {
    const fake = createFakeFetch([NEEDS_2FA]);
    const client = createApiClient({ mode: 'display', fetch: fake.fetch });
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({ code: 'AUTH_2FA_REQUIRED' });
  });

  it('keeps the code across a token refresh that follows it', async () => {
    const tokens = createMemoryTokenStore({ accessToken: 'old', refreshToken: 'r' });
    const answers: FakeAnswer[] = [
      NEEDS_2FA,
      errorAnswer(401, 'UNAUTHORIZED_REQUEST'),
      { json: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer', expires_in: 600 } },
      OK,
    ];
    const fake = createFakeFetch(answers);
    const client = createApiClient({
      mode: 'display',
      fetch: fake.fetch,
      tokens,
      onTwoFactorRequired: async () => '222222',
    });
    await expect(client.call(createThing, INPUT)).resolves.toEqual({ amount: 5n });
    const last = fake.requests[3];
    expect(last?.headers).toMatchObject({ Authorization: 'Bearer new', 'Auth-2FA-Token': '222222' });
  });
});
