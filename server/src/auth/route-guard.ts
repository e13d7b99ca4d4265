import type { Endpoint } from '@ferry/shared/contracts';
import {
  checkKeyAccess,
  DomainError,
  type KeyAccessRule,
  type MicaRule,
  residenceRulesWith,
  ruleResidence,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@ferry/shared/domain';
import type { Context } from 'hono';
import { setAnswerHeader, TEST_MODE_HEADER } from '../http/answer-response';
import type { AppEnv } from '../http/app-env';
import type { MerchantPrincipal, UserPrincipal } from '../http/principal';
import type { CaptchaVerifier } from '../providers/captcha/captcha';
import type { AccessTokens } from './access-tokens';
import { requireBotServiceKey } from './bot-service-key';
import type { MerchantAuthenticator } from './merchant-authenticator';
import type { OwnershipCheck } from './ownership';
import { isUuid } from './ownership';
import { checkRuleResidence, type VerifiedResidenceOf } from './rule-residence';
import type { SessionStates } from './session-states';
import type { TwoFactorGate } from './two-factor-gate';

export interface GuardDependencies {
  accessTokens: AccessTokens;
  sessionStates: SessionStates;
  ownership: Record<string, OwnershipCheck>;
  defaultProfileOf(userId: string): Promise<string | undefined>;
  isProfileOwned(profileId: string, userId: string): Promise<boolean>;
  twoFactorGate: TwoFactorGate;
  captcha: CaptchaVerifier;
  merchantAuthenticator: MerchantAuthenticator;
  /** Added to the domain's restricted countries (BLOCKED_COUNTRIES). */
  blockedCountries: readonly string[];
  /** Countries MiCA closes as a whole; used when `micaRules` is not given. */
  micaRestrictedCountries: readonly string[];
  /** The MiCA rules (config.micaRules); only those closing every currency refuse a whole call. */
  micaRules?: readonly MicaRule[];
  /** The residence the profile's verification established; none: the account's residence alone. */
  verifiedResidenceOf?: VerifiedResidenceOf;
  /** The bot's token, from which the bot base's service key is derived (none: no bot configured). */
  botToken: string | undefined;
}

export interface GuardResult {
  user?: UserPrincipal;
  merchant?: MerchantPrincipal;
}

/**
 * Every API call passes here before its body is read: captcha, then who is calling, the
 * temporary-session and country rules, the profile and the resources it names, then two-factor.
 * Checking ownership before parsing lets a foreign id fail the same way whatever the body says.
 */
/** The transaction type a list call filters on, when it names a known one. */
function transactionTypeFilter(c: Context<AppEnv>): TransactionType | undefined {
  const type = c.req.query('type');
  return (TRANSACTION_TYPES as readonly string[]).includes(type ?? '')
    ? (type as TransactionType)
    : undefined;
}

export function createRouteGuard(deps: GuardDependencies) {
  const countryRules = {
    residence: residenceRulesWith(deps.blockedCountries),
    mica: deps.micaRules ?? [{ currencies: 'all' as const, countries: deps.micaRestrictedCountries }],
  };

  async function authenticateUser(c: Context<AppEnv>): Promise<UserPrincipal> {
    const caller = c.get('caller');
    if (!caller.accessToken) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'no_token' });
    const verified = await deps.accessTokens.verify(caller.accessToken);
    if (!verified.isValid)
      throw new DomainError('UNAUTHORIZED_REQUEST', { reason: `token_${verified.reason}` });
    const { claims } = verified;
    if (claims.base !== caller.base)
      throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'token_for_another_base' });
    const state = await deps.sessionStates.get(claims.sessionId);
    const isSessionLive =
      state?.isActive === true && state.userStatus !== 'deleted' && state.userId === claims.userId;
    if (!state || !isSessionLive) {
      throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'session_ended' });
    }
    if (state.userStatus === 'blocked') throw new DomainError('USER_BLOCKED');
    return {
      userId: claims.userId,
      sessionId: claims.sessionId,
      isTemporary: claims.isTemporary,
      base: claims.base,
      profileId: undefined,
      residenceCountry: state.residenceCountry,
    };
  }

  async function resolveProfile(principal: UserPrincipal, c: Context<AppEnv>): Promise<string | undefined> {
    const requested = c.get('caller').profileId;
    if (requested === undefined) return deps.defaultProfileOf(principal.userId);
    if (!isUuid(requested) || !(await deps.isProfileOwned(requested, principal.userId))) {
      throw new DomainError('ACCESS_DENIED', { reason: 'profile_not_yours' });
    }
    return requested;
  }

  /**
   * One residence for the rules: the verified one when the profile has it, else the account's. It
   * replaces the principal's, so every feature after the guard (the quote's MiCA check) reads it.
   */
  async function applyCountryRules(principal: UserPrincipal, endpoint: Endpoint): Promise<void> {
    const verified =
      principal.profileId !== undefined && deps.verifiedResidenceOf
        ? await deps.verifiedResidenceOf(principal.profileId)
        : null;
    principal.residenceCountry = ruleResidence(verified, principal.residenceCountry);
    checkRuleResidence(principal.residenceCountry, endpoint.id, countryRules);
  }

  async function checkCaptcha(c: Context<AppEnv>, action: string): Promise<void> {
    const caller = c.get('caller');
    // Native apps prove themselves differently; the mobile base carries no reCAPTCHA headers.
    if (caller.base === 'mobile') return;
    const isValid =
      caller.recaptcha?.action === action &&
      (await deps.captcha.verify({ action, token: caller.recaptcha.token, ip: caller.ip }));
    if (!isValid) throw new DomainError('CAPTCHA_FAILED');
  }

  async function checkOwnedParams(c: Context<AppEnv>, endpoint: Endpoint, principal: UserPrincipal) {
    for (const [param, kind] of Object.entries(endpoint.ownedParams ?? {})) {
      const id = c.req.param(param) ?? '';
      const check = deps.ownership[kind];
      if (!check || !(await check(id, principal))) throw new DomainError('NOT_FOUND');
    }
  }

  /**
   * A merchant's signed call of the user API: the key's switches decide, and the call acts for
   * the key's account. The signature is the proof, so captcha and two-factor (made for people at
   * a screen) are not asked; the advanced flag guards the calls that send money out.
   */
  async function guardKeyCall(c: Context<AppEnv>, endpoint: Endpoint, rule: KeyAccessRule) {
    const merchant = await deps.merchantAuthenticator.authenticate(c);
    // Every answer to a key says whether it is about test or live money, errors included.
    setAnswerHeader(c, TEST_MODE_HEADER, String(merchant.isTestMode));
    const refusal = checkKeyAccess(rule, merchant, transactionTypeFilter(c));
    if (refusal) throw new DomainError('ACCESS_DENIED', { reason: refusal });
    if (endpoint.auth === 'none') return { merchant };
    const account = await deps.merchantAuthenticator.actingAccount(merchant);
    const user: UserPrincipal = {
      userId: account.userId,
      sessionId: `api-key:${merchant.apiKeyId}`,
      isTemporary: false,
      base: 'widget',
      profileId: account.profileId,
      residenceCountry: account.residenceCountry,
    };
    await applyCountryRules(user, endpoint);
    await checkOwnedParams(c, endpoint, user);
    return { user, merchant };
  }

  return async function guard(c: Context<AppEnv>, endpoint: Endpoint): Promise<GuardResult> {
    // A merchant's server signs; the widget frame in a browser names its key but never signs.
    if (endpoint.keyAccess && c.get('caller').apiKey !== undefined && c.req.header('Api-Signature'))
      return guardKeyCall(c, endpoint, endpoint.keyAccess);
    if (endpoint.captchaAction) await checkCaptcha(c, endpoint.captchaAction);
    if (endpoint.auth === 'apiKey') return { merchant: await deps.merchantAuthenticator.authenticate(c) };
    if (endpoint.auth === 'none') return {};
    if (endpoint.auth === 'botService') {
      requireBotServiceKey(deps.botToken, (name) => c.req.header(name));
      return {};
    }

    const principal = await authenticateUser(c);
    if (principal.isTemporary && !endpoint.isAllowedBeforeTerms) {
      throw new DomainError('ACCESS_DENIED', { reason: 'terms_not_accepted' });
    }
    principal.profileId = await resolveProfile(principal, c);
    if (!endpoint.isAllowedBeforeTerms) await applyCountryRules(principal, endpoint);
    await checkOwnedParams(c, endpoint, principal);
    if (endpoint.twoFactorScope) {
      principal.isTwoFactorVerified = await deps.twoFactorGate.check(
        principal.userId,
        endpoint.twoFactorScope,
        c.get('caller').twoFactorToken,
      );
    }
    return { user: principal };
  };
}

export type RouteGuard = ReturnType<typeof createRouteGuard>;
