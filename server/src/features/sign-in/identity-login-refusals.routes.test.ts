import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAuthTables } from '../../test-support/auth.test-kit';
import { createIdentityTestSetup, GOOGLE_CLIENT, type IdentityTestSetup } from './identity.test-kit';

let setup: IdentityTestSetup;
beforeAll(async () => {
  setup = await createIdentityTestSetup();
});
afterAll(() => setup.testApp.dispose());

describe('POST google-login and apple-login refusals', () => {
  const forgedTokens: ReadonlyArray<[string, 'google' | 'apple', () => Promise<string>]> = [
    [
      'a token for another audience',
      'google',
      () => setup.googleToken({ audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'a token from another issuer',
      'google',
      () => setup.googleToken({ issuer: 'https://evil.example.com' }),
    ],
    ['an expired token', 'google', () => setup.googleToken({ expiresInSeconds: -120 })],
    ['a token signed by another key', 'google', () => setup.googleToken({ key: setup.strangerKey })],
    ['a token without a subject', 'google', () => setup.googleToken({ subject: null })],
    ['a Google token at the Apple door', 'apple', () => setup.googleToken()],
    ['an Apple token at the Google door', 'google', () => setup.appleToken()],
    [
      'a token with its payload edited',
      'google',
      async () => {
        const [header, , signature] = (await setup.googleToken()).split('.');
        const payload = Buffer.from(JSON.stringify({ sub: 'admin', aud: GOOGLE_CLIENT })).toString(
          'base64url',
        );
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'an unsigned token',
      'google',
      async () => {
        const header = Buffer.from('{"alg":"none"}').toString('base64url');
        const payload = Buffer.from(
          JSON.stringify({ sub: 's', aud: GOOGLE_CLIENT, iss: 'https://accounts.google.com' }),
        ).toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
    ['garbage', 'google', async () => 'x'.repeat(40)],
  ];

  it.each(forgedTokens)('refuses %s with UNAUTHORIZED_REQUEST', async (_name, provider, makeToken) => {
    const before = await snapshotAuthTables(setup.testApp.context);
    const answer = await setup.signInWith(provider, { id_token: await makeToken() });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({
      code: 'UNAUTHORIZED_REQUEST',
      details: { reason: 'id_token_invalid' },
    });
    expect(await snapshotAuthTables(setup.testApp.context)).toEqual(before);
  });

  const badBodies: ReadonlyArray<[string, (token: string) => unknown]> = [
    ['no fields', () => ({})],
    ['an id_token under 20 characters', () => ({ id_token: 'abc' })],
    ['an id_token over 8192 characters', () => ({ id_token: 'a'.repeat(8193) })],
    ['an id_token that is a number', () => ({ id_token: 1234567890123 })],
    ['a promocode with symbols', (token) => ({ id_token: token, promocode: 'FREE$$' })],
    ['a utm_source over 100 characters', (token) => ({ id_token: token, utm_source: 'u'.repeat(101) })],
    ['a utm_term that is an object', (token) => ({ id_token: token, utm_term: { a: 1 } })],
  ];

  it.each(badBodies)('refuses %s with VALIDATION_ERROR', async (_name, makeBody) => {
    const before = await snapshotAuthTables(setup.testApp.context);
    for (const provider of ['google', 'apple'] as const) {
      const token = provider === 'google' ? await setup.googleToken() : await setup.appleToken();
      const answer = await setup.signInWith(provider, makeBody(token) as Record<string, unknown>);
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await snapshotAuthTables(setup.testApp.context)).toEqual(before);
  });

  it('needs the captcha', async () => {
    const answer = await setup.signInWith(
      'google',
      { id_token: await setup.googleToken() },
      { headers: { 'RECAPTCHA-TOKEN': 'nope' } },
    );
    expect([answer.status, answer.body.error?.code]).toEqual([403, 'CAPTCHA_FAILED']);
  });

  it.each(['google', 'apple'] as const)(
    'answers SERVICE_UNAVAILABLE when %s is not configured',
    async (provider) => {
      const configured = setup.testApp.context.identity[provider];
      setup.testApp.context.identity[provider] = undefined;
      try {
        const answer = await setup.signInWith(provider, { id_token: await setup.googleToken() });
        expect(answer.status).toBe(503);
        expect(answer.body.error).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          details: { reason: 'provider_not_configured', provider },
        });
      } finally {
        setup.testApp.context.identity[provider] = configured;
      }
    },
  );
});
