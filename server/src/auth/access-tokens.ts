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

// Bounds the verified-token memory of one instance; past it, it starts again empty.
const MAX_VERIFIED = 50_000;

/**
 * Short-lived HS256 JWTs. Refresh tokens, not these, carry a session over time. A token's
 * signature and claims never change, so each instance keeps what it verified (by the token's exact
 * text) until the token expires: a client's next calls skip the HMAC and JSON work. Expiry is
 * still judged on every call; revocation is the session check's job (session-states.ts).
 */
export function createAccessTokens(signingKey: string, ttlSeconds: number, nowSeconds: () => number) {
  const key = new TextEncoder().encode(signingKey);
  const verified = new Map<string, { claims: AccessClaims; expiresAtSeconds: number }>();

  async function verifySignature(token: string): Promise<AccessTokenResult> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(nowSeconds() * 1000),
      });
      const { sub, sid, tmp, base, exp } = payload;
      const isWellFormed =
        typeof sub === 'string' &&
        typeof sid === 'string' &&
        typeof tmp === 'boolean' &&
        typeof exp === 'number' &&
        isApiBase(base);
      if (!isWellFormed) return { isValid: false, reason: 'invalid' };
      const claims: AccessClaims = { userId: sub, sessionId: sid, isTemporary: tmp, base };
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, { claims, expiresAtSeconds: exp });
      return { isValid: true, claims };
    } catch (error) {
      return { isValid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

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
      const known = verified.get(token);
      if (!known) return verifySignature(token);
      // jose's rule: a token is expired once now ≥ exp.
      if (nowSeconds() >= known.expiresAtSeconds) {
        verified.delete(token);
        return { isValid: false, reason: 'expired' };
      }
      return { isValid: true, claims: { ...known.claims } };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

function isApiBase(value: unknown): value is ApiBase {
  return value === 'client' || value === 'widget' || value === 'mobile';
}
