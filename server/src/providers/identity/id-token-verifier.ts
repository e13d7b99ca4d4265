import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
}

export interface IdTokenVerifier {
  clientId: string;
  verify(idToken: string): Promise<VerifiedIdentity | null>;
}

interface IdTokenVerifierOptions {
  clientId: string;
  issuers: readonly string[];
  /** The provider's signing keys: a JWKS URL in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  nowSeconds: () => number;
}

/**
 * Google and Apple ID tokens: signed by a key of the provider's JWKS, issued by the provider for
 * our client id, not expired (a minute of clock skew allowed). Anything else is no identity.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  return {
    clientId: options.clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, options.keys, {
          issuer: [...options.issuers],
          audience: options.clientId,
          algorithms: ['RS256', 'ES256'],
          clockTolerance: 60,
          currentDate: new Date(options.nowSeconds() * 1000),
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
        const isEmailVerified = payload.email_verified === true || payload.email_verified === 'true';
        return { subject: payload.sub, email, isEmailVerified };
      } catch {
        return null;
      }
    },
  };
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;
export const APPLE_ISSUERS = ['https://appleid.apple.com'] as const;

export function remoteKeys(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
}
