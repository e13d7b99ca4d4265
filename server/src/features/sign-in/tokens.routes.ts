import { logout, refreshTokenEndpoint } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { isConsentRequired } from '../../auth/login-issuer';
import { hashRefreshToken } from '../../auth/sessions';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import type { ModuleContext } from '../../module-context/module-context';
import { enforceRate } from '../../rate-limit/rate-limiter';
import { AUTH_RATE_RULES, enforceIpRate } from './auth-rate-rules';

/**
 * `PUT auth` trades a refresh token for a new pair (the old one is then spent; see sessions.ts for
 * the race grace and the family revocation); `POST logout` ends the token's session.
 */
export function createTokensRoutes(ctx: ModuleContext): EndpointRoute[] {
  const refresh = defineRoute(refreshTokenEndpoint, async ({ body, caller }) => {
    await enforceIpRate(ctx.rateLimiter, AUTH_RATE_RULES.refreshPerIp, caller.ip);
    const session = await ctx.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select(['sessions.id', 'sessions.api_base'])
      .where('refresh_tokens.token_hash', '=', hashRefreshToken(body.refresh_token))
      .executeTakeFirst();
    if (!session) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'refresh_token_invalid' });
    // A token serves the base it was issued on; elsewhere it is refused before it is spent.
    if (session.api_base !== caller.base) {
      throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'token_for_another_base' });
    }
    await enforceRate(ctx.rateLimiter, AUTH_RATE_RULES.refreshPerSession, session.id);
    const rotated = await ctx.sessions.rotate(body.refresh_token);
    const user = await ctx.users.findById(rotated.userId);
    if (!user) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'session_ended' });
    const accessToken = await ctx.accessTokens.sign({
      userId: rotated.userId,
      sessionId: rotated.sessionId,
      isTemporary: isConsentRequired(user, ctx.config.terms.version),
      base: rotated.base,
    });
    return {
      access_token: accessToken,
      refresh_token: rotated.refreshToken,
      token_type: 'Bearer' as const,
      expires_in: ctx.accessTokens.ttlSeconds,
    };
  });

  // Any token answers ok, known or not, so logout tells nobody which tokens exist.
  const end = defineRoute(logout, async ({ body }) => {
    await ctx.sessions.revokeByRefreshToken(body.refresh_token);
    return { ok: true as const };
  });

  return [refresh, end];
}
