import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

const KEY = 'k'.repeat(40);
const CLAIMS = { userId: 'u-1', sessionId: 's-1', isTemporary: false, base: 'client' } as const;

describe('access tokens', () => {
  it('round-trips the claims within their lifetime', async () => {
    let now = 1_800_000_000;
    const tokens = createAccessTokens(KEY, 600, () => now);
    const token = await tokens.sign(CLAIMS);
    now += 599;
    expect(await tokens.verify(token)).toEqual({ isValid: true, claims: CLAIMS });
  });

  it('says expired after the lifetime even when it verified the token before', async () => {
    let now = 1_800_000_000;
    const tokens = createAccessTokens(KEY, 600, () => now);
    const token = await tokens.sign(CLAIMS);
    expect((await tokens.verify(token)).isValid).toBe(true);
    now += 599;
    expect(await tokens.verify(token)).toEqual({ isValid: true, claims: CLAIMS });
    now += 1;
    expect(await tokens.verify(token)).toEqual({ isValid: false, reason: 'expired' });
  });

  it('refuses a token differing by one character from one it verified', async () => {
    const tokens = createAccessTokens(KEY, 600, () => 1_800_000_000);
    const token = await tokens.sign(CLAIMS);
    expect((await tokens.verify(token)).isValid).toBe(true);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(await tokens.verify(altered)).toEqual({ isValid: false, reason: 'invalid' });
  });

  it('says expired after the lifetime', async () => {
    let now = 1_800_000_000;
    const tokens = createAccessTokens(KEY, 600, () => now);
    const token = await tokens.sign(CLAIMS);
    now += 601;
    expect(await tokens.verify(token)).toEqual({ isValid: false, reason: 'expired' });
  });

  it.each([
    ['another key', async () => createAccessTokens('z'.repeat(40), 600, () => 1_800_000_000).sign(CLAIMS)],
    [
      'a tampered payload',
      async (token: string) => {
        const [header, , signature] = token.split('.');
        const payload = Buffer.from(
          JSON.stringify({
            sub: 'u-2',
            sid: 's-1',
            tmp: false,
            base: 'client',
            iss: 'ferry',
            exp: 1_900_000_000,
          }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'alg none',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const payload = Buffer.from(
          JSON.stringify({
            sub: 'u-1',
            sid: 's-1',
            tmp: false,
            base: 'client',
            iss: 'ferry',
            exp: 1_900_000_000,
          }),
        ).toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
    [
      'a missing session id',
      async () =>
        new SignJWT({ tmp: false, base: 'client' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u-1')
          .setIssuer('ferry')
          .setExpirationTime(1_900_000_000)
          .sign(new TextEncoder().encode(KEY)),
    ],
    [
      'an unknown base',
      async () =>
        new SignJWT({ sid: 's', tmp: false, base: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u-1')
          .setIssuer('ferry')
          .setExpirationTime(1_900_000_000)
          .sign(new TextEncoder().encode(KEY)),
    ],
    [
      'another issuer',
      async () =>
        new SignJWT({ sid: 's', tmp: false, base: 'client' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u-1')
          .setIssuer('evil')
          .setExpirationTime(1_900_000_000)
          .sign(new TextEncoder().encode(KEY)),
    ],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_name, forge) => {
    const tokens = createAccessTokens(KEY, 600, () => 1_800_000_000);
    const genuine = await tokens.sign(CLAIMS);
    expect(await tokens.verify(await forge(genuine))).toEqual({ isValid: false, reason: 'invalid' });
  });
});
