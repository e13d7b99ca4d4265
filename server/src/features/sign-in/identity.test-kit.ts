import type { Hono } from 'hono';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { AppEnv } from '../../http/app-env';
import {
  APPLE_ISSUERS,
  createIdTokenVerifier,
  GOOGLE_ISSUERS,
} from '../../providers/identity/id-token-verifier';
import {
  CAPTCHA_HEADERS,
  callApi,
  createAuthApp,
  createFakeTwoFactorGate,
} from '../../test-support/auth.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Google and Apple stand-ins for tests: a local RSA key served as their JWKS, and token minting. */

export const GOOGLE_CLIENT = 'ferry-web.apps.googleusercontent.com';
const APPLE_CLIENT = 'money.ferry.web';
const KEY_ID = 'test-key-1';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  key?: PrivateKey;
  claims?: JWTPayload;
  /** null leaves `sub` out. */
  subject?: string | null;
}

let counter = 0;

export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}.${process.pid}`;
}

/** A test app whose Google and Apple verifiers trust a key made here, plus the minting helpers. */
export async function createIdentityTestSetup() {
  const providerKeys = await generateKeyPair('RS256');
  const strangerKeys = await generateKeyPair('RS256');
  const jwks = createLocalJWKSet({
    keys: [{ ...(await exportJWK(providerKeys.publicKey)), kid: KEY_ID, alg: 'RS256' }],
  });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const testApp: TestApp = await createTestApp({
    identity: {
      google: createIdTokenVerifier({
        clientId: GOOGLE_CLIENT,
        issuers: GOOGLE_ISSUERS,
        keys: jwks,
        nowSeconds,
      }),
      apple: createIdTokenVerifier({
        clientId: APPLE_CLIENT,
        issuers: APPLE_ISSUERS,
        keys: jwks,
        nowSeconds,
      }),
    },
  });
  const authApp = createAuthApp(testApp.context, createFakeTwoFactorGate().gate);

  async function googleToken(options: TokenOptions = {}): Promise<string> {
    const now = nowSeconds();
    const jwt = new SignJWT({ email_verified: true, ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (options.expiresInSeconds ?? 3600));
    if (options.subject !== null) jwt.setSubject(options.subject ?? unique('sub-'));
    return jwt.sign(options.key ?? providerKeys.privateKey);
  }

  function appleToken(options: TokenOptions = {}): Promise<string> {
    return googleToken({ issuer: 'https://appleid.apple.com', audience: APPLE_CLIENT, ...options });
  }

  function signInWith(
    provider: 'google' | 'apple',
    body: Record<string, unknown>,
    options: { headers?: Record<string, string>; app?: Hono<AppEnv> } = {},
  ) {
    return callApi(options.app ?? testApp.app, 'POST', `${provider}-login`, {
      body,
      headers: { ...CAPTCHA_HEADERS, ...options.headers },
    });
  }

  return { testApp, authApp, strangerKey: strangerKeys.privateKey, googleToken, appleToken, signInWith };
}

export type IdentityTestSetup = Awaited<ReturnType<typeof createIdentityTestSetup>>;
