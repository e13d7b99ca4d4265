import type { ApiBase } from '@ferry/shared/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ferry';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /** Consent to the current terms is still pending: a temporary session (spec 001 §4). */
  isTemporary: boolean;
  /** The API base the session was opened on; the token works only there. */
  base: ApiBase;
}

export type AccessTokenResult =
  | { isValid: true; claims: AccessClaims }
  | { isValid: false; reason: 'expired' | 'invalid' };

/** Short-lived HS256 JWTs. Refresh tokens, not these, carry a session over time. */
export function createAccessTokens(signingKey: string, ttlSeconds: number, nowSeconds: () => number) {
  const key = new TextEncoder().encode(signingKey);
  return {
    ttlSeconds,
    sign(claims: AccessClaims): Promise<string> {
      const issuedAt = nowSeconds();
      return new SignJWT({ sid: claims.sessionId, tmp: claims.isTemporary, base: claims.base })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AccessTokenResult> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(nowSeconds() * 1000),
        });
        const { sub, sid, tmp, base } = payload;
        const isWellFormed =
          typeof sub === 'string' && typeof sid === 'string' && typeof tmp === 'boolean' && isApiBase(base);
        if (!isWellFormed) return { isValid: false, reason: 'invalid' };
        return { isValid: true, claims: { userId: sub, sessionId: sid, isTemporary: tmp, base } };
      } catch (error) {
        return { isValid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

function isApiBase(value: unknown): value is ApiBase {
  return value === 'client' || value === 'widget' || value === 'mobile';
}
