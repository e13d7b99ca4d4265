import { ApiError } from '@ferry/shared/api';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCaller } from '../../queries/api-context';
import { SAVED_FRAME_KEY } from '../storage-keys';
import { frameColorRule } from './frame-look';
import { returnAddress } from './frame-return';
import { type FrameEnvironment, openFrame } from './open-frame';

const MERCHANT = { domain: 'shop.test', is_test_mode: false };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function environment(search: string, overrides: Partial<FrameEnvironment> = {}): FrameEnvironment {
  return {
    search,
    pathname: '/frame/exchange',
    embeddingUrl: 'https://shop.test/checkout',
    saved: memoryStorage(),
    warn: vi.fn(),
    ...overrides,
  };
}

function apiAnswering(answers: Record<string, () => unknown>): ApiCaller & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    call: (async (endpoint: { id: string }) => {
      calls.push(endpoint.id);
      const answer = answers[endpoint.id];
      if (!answer) throw new Error(`unexpected ${endpoint.id}`);
      return answer();
    }) as ApiCaller['call'],
  };
}

const refusal = (code: 'ACCESS_DENIED' | 'UNAUTHORIZED_REQUEST', reason: string) => () => {
  throw new ApiError({
    kind: 'response',
    status: code === 'ACCESS_DENIED' ? 403 : 401,
    code,
    message: code,
    details: { reason },
  });
};

describe('openFrame', () => {
  it('keeps the frame token the server gave, for the Widget-Frame-Token header and a reload', async () => {
    const api = apiAnswering({
      openWidgetFrame: () => ({ trust: 'signed', merchant: MERCHANT, customer: null, frame_token: 'ft-1' }),
    });
    const env = environment('?apiKey=pk&externalCustomerId=c-1&signature=ab');
    const { state } = await openFrame(api, env);
    expect(state).toMatchObject({ status: 'ready', frameToken: 'ft-1' });
    expect(JSON.parse(env.saved?.getItem(SAVED_FRAME_KEY) ?? 'null')).toMatchObject({ frameToken: 'ft-1' });
  });

  it('a signed URL keeps its personal data and locks, and posts to the shop’s origin', async () => {
    const api = apiAnswering({
      openWidgetFrame: () => ({ trust: 'signed', merchant: MERCHANT, customer: null }),
    });
    const env = environment(
      '?apiKey=pk&email=ann%40shop.test&isAmountLocked=true&fromAmount=10&signature=ab',
    );
    const { state, login } = await openFrame(api, env);
    expect(login).toBeNull();
    expect(state).toMatchObject({
      status: 'ready',
      trust: 'signed',
      parentOrigin: 'https://shop.test',
      customer: { email: 'ann@shop.test' },
      params: { flags: { isAmountLocked: true }, order: { fromAmount: '10' } },
    });
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('an unsigned URL loses personal data and locks, with a warning naming them', async () => {
    const api = apiAnswering({
      openWidgetFrame: () => ({ trust: 'unsigned', merchant: MERCHANT, customer: null }),
    });
    const env = environment('?apiKey=pk&email=ann%40shop.test&isAmountLocked=true&fromAmount=10');
    const { state } = await openFrame(api, env);
    expect(state).toMatchObject({
      status: 'ready',
      customer: null,
      params: { flags: { isAmountLocked: false } },
    });
    expect(env.warn).toHaveBeenCalledWith(expect.stringContaining('email, isAmountLocked ignored'));
  });

  it('a session link signs the customer in, once, with the session’s customer', async () => {
    const login = { access_token: 'a' };
    const api = apiAnswering({
      openWidgetFrame: () => ({ trust: 'session', merchant: MERCHANT, customer: { email: 'bob@shop.test' } }),
      seamlessLogin: () => login,
    });
    const { state, login: signedIn } = await openFrame(api, environment('?session=s3ss10n-t0ken-abcdef'));
    expect(signedIn).toBe(login);
    expect(api.calls).toEqual(['openWidgetFrame', 'seamlessLogin']);
    expect(state).toMatchObject({ status: 'ready', trust: 'session', customer: { email: 'bob@shop.test' } });
  });

  it.each([
    [refusal('ACCESS_DENIED', 'frame_origin_not_allowed'), 'origin'],
    [refusal('UNAUTHORIZED_REQUEST', 'url_signature_invalid'), 'signature'],
    [refusal('UNAUTHORIZED_REQUEST', 'widget_session_invalid'), 'session'],
    [refusal('UNAUTHORIZED_REQUEST', 'api_key_unknown'), 'key'],
    [
      () => {
        throw new ApiError({ kind: 'network', status: 0, code: 'INTERNAL_ERROR', message: 'offline' });
      },
      'unavailable',
    ],
  ])('a refusal becomes its reason (%#)', async (answer, reason) => {
    const { state } = await openFrame(apiAnswering({ openWidgetFrame: answer }), environment('?apiKey=pk'));
    expect(state).toEqual({ status: 'refused', reason });
  });

  it('a later screen without a query resumes the checked frame, only inside the same page', async () => {
    const saved = memoryStorage();
    const api = apiAnswering({
      openWidgetFrame: () => ({ trust: 'signed', merchant: MERCHANT, customer: null }),
    });
    await openFrame(api, environment('?apiKey=pk&fromAmount=5&signature=ab', { saved }));
    expect(saved.getItem(SAVED_FRAME_KEY)).not.toBeNull();
    expect((await openFrame(api, environment('', { saved }))).state).toMatchObject({
      status: 'ready',
      trust: 'signed',
    });
    const elsewhere = await openFrame(api, environment('', { saved, embeddingUrl: 'https://evil.test/' }));
    expect(elsewhere.state).toEqual({ status: 'refused', reason: 'key' });
    expect(
      (await openFrame(api, environment('', { saved: memoryStorage(), embeddingUrl: null }))).state,
    ).toEqual({
      status: 'preview',
    });
  });
});

describe('frameColorRule', () => {
  it('paints each override over the theme', () => {
    expect(frameColorRule({ buttonPrimary: '#d6336c', bgPrimary: '#fff' })).toBe(
      ':root { --tg-theme-button-color: #d6336c !important; --ferry-button-fill: #d6336c !important; --tg-theme-bg-color: #fff !important; }',
    );
    expect(frameColorRule({})).toBe('');
  });
});

describe('returnAddress', () => {
  const integration = { returnUrl: 'https://shop.test/ok?cart=1', returnFailUrl: 'https://shop.test/fail' };
  it.each([
    ['DONE', 'https://shop.test/ok?cart=1&transactionId=t1&transactionStatus=DONE'],
    ['FAIL', 'https://shop.test/fail?transactionId=t1&transactionStatus=FAIL'],
    ['EXPIRED', 'https://shop.test/fail?transactionId=t1&transactionStatus=EXPIRED'],
  ] as const)('%s goes to %s', (status, expected) => {
    expect(returnAddress(integration, { id: 't1', status })).toBe(expected);
  });

  it('a failure without returnFailUrl goes to returnUrl; nothing without either', () => {
    expect(
      returnAddress(
        { returnUrl: 'https://shop.test/ok', returnFailUrl: null },
        { id: 't', status: 'REJECT' },
      ),
    ).toBe('https://shop.test/ok?transactionId=t&transactionStatus=REJECT');
    expect(returnAddress({ returnUrl: null, returnFailUrl: null }, { id: 't', status: 'DONE' })).toBeNull();
  });
});
