import { resolveLanguage } from '@ferry/locales';
import { appleLogin, googleLogin, type LoginResponse } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Caller } from '../../http/caller';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import type { ModuleContext } from '../../module-context/module-context';
import type { VerifiedIdentity } from '../../providers/identity/id-token-verifier';
import type { UserRow } from '../../user-records/users.repo';
import type { AuthModulePorts } from './auth.module';
import { AUTH_RATE_RULES, enforceIpRate } from './auth-rate-rules';
import {
  checkLoginTwoFactor,
  issueLogin,
  normalisePromocode,
  readAcceptLanguage,
  refuseBlocked,
} from './sign-in-steps';

type Provider = 'google' | 'apple';
type IdentityBody = z.output<NonNullable<(typeof googleLogin)['body']>>;

const SUBJECT_COLUMN = { google: 'google_sub', apple: 'apple_sub' } as const;

/**
 * `POST google-login` and `POST apple-login`: the provider's signed ID token names the person.
 * The account is found by the provider's subject; else the account whose address the provider
 * vouches for (verified) gets linked; else a new one is made. An unverified address is neither
 * linked nor stored, so nobody takes over an account by naming its address at a provider.
 */
export function createIdentityLoginRoutes(ctx: ModuleContext, ports: AuthModulePorts): EndpointRoute[] {
  async function findBySubject(provider: Provider, subject: string): Promise<UserRow | undefined> {
    return provider === 'google' ? ctx.users.findByGoogleSub(subject) : ctx.users.findByAppleSub(subject);
  }

  /** The existing account this identity opens, linking it by verified address when needed. */
  async function findAccount(provider: Provider, identity: VerifiedIdentity) {
    const bySubject = await findBySubject(provider, identity.subject);
    if (bySubject) return { user: bySubject, linkEmail: false };
    if (!identity.email || !identity.isEmailVerified) return undefined;
    const byEmail = await ctx.users.findByEmail(identity.email);
    if (!byEmail) return undefined;
    // The same identity, committed between the two reads by a first sign-in racing this one.
    if (byEmail[SUBJECT_COLUMN[provider]] === identity.subject) return { user: byEmail, linkEmail: false };
    if (byEmail[SUBJECT_COLUMN[provider]] !== null) {
      // The address belongs to an account already tied to another identity at this provider.
      throw new DomainError('CONFLICT_ERROR', {
        reason: 'email_linked_to_another_identity',
        key: 'errors.messages.emailLinkUnavailable',
      });
    }
    return { user: byEmail, linkEmail: true };
  }

  async function signIn(
    provider: Provider,
    identity: VerifiedIdentity,
    body: IdentityBody,
    caller: Caller,
    acceptLanguage: string | undefined,
  ): Promise<LoginResponse> {
    const found = await findAccount(provider, identity);
    if (found) {
      refuseBlocked(found.user);
      await checkLoginTwoFactor(ctx.db, ports.twoFactorGate, found.user.id, caller.twoFactorToken);
    }
    return ctx.db.transaction().execute(async (trx) => {
      if (found) {
        const user = found.linkEmail
          ? await ctx.users.update(
              found.user.id,
              {
                [SUBJECT_COLUMN[provider]]: identity.subject,
                email_verified_at: found.user.email_verified_at ?? new Date(ctx.nowMs()),
              },
              trx,
            )
          : found.user;
        return issueLogin(ctx, { user, caller, method: provider, isNewUser: false }, trx);
      }
      const hasVerifiedEmail = identity.email !== null && identity.isEmailVerified;
      const user = await ctx.users.create(
        {
          email: hasVerifiedEmail ? identity.email : null,
          isEmailVerified: hasVerifiedEmail,
          ...(provider === 'google' ? { googleSub: identity.subject } : { appleSub: identity.subject }),
          language: resolveLanguage(null, readAcceptLanguage(acceptLanguage)),
          utm: {
            source: body.utm_source,
            medium: body.utm_medium,
            campaign: body.utm_campaign,
            term: body.utm_term,
          },
          referrerTgId: body.ref === undefined ? null : BigInt(body.ref),
          promocode: normalisePromocode(body.promocode),
        },
        trx,
      );
      return issueLogin(ctx, { user, caller, method: provider, isNewUser: true }, trx);
    });
  }

  function routeFor(provider: Provider, endpoint: typeof googleLogin | typeof appleLogin): EndpointRoute {
    return defineRoute(endpoint, async ({ body, caller, c }) => {
      const verifier = ctx.identity[provider];
      if (!verifier)
        throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'provider_not_configured', provider });
      await enforceIpRate(ctx.rateLimiter, AUTH_RATE_RULES.loginPerIp, caller.ip);
      const identity = await verifier.verify(body.id_token);
      if (!identity) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'id_token_invalid', provider });
      const acceptLanguage = c.req.header('Accept-Language');
      try {
        return await signIn(provider, identity, body, caller, acceptLanguage);
      } catch (error) {
        // Two first sign-ins of one identity raced; the account exists now, so sign into it.
        if (!isUniqueViolation(error)) throw error;
        return signIn(provider, identity, body, caller, acceptLanguage);
      }
    });
  }

  return [routeFor('google', googleLogin), routeFor('apple', appleLogin)];
}
