import type { TwoFactorGate } from '../../auth/two-factor-gate';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { StartSourcesRepo } from '../../user-records/start-sources.repo';
import { createEmailLoginRoutes } from './email-login.routes';
import { createIdentityLoginRoutes } from './identity-login.routes';
import { createTelegramLoginRoutes } from './telegram-login.routes';
import { createTokensRoutes } from './tokens.routes';

export interface AuthModulePorts {
  /** Sign-in asks it for the "login" scope before a session opens. */
  twoFactorGate: TwoFactorGate;
  /** Where the bot saw a Telegram user come from; registering takes it (first touch). */
  startSources: StartSourcesRepo;
}

/**
 * Sign-in by email code, Google, Apple and Telegram; refresh and logout.
 *
 * Refusals a screen handles (`error.details` in brackets):
 * - wrong code: VALIDATION_ERROR {reason 'code_invalid', attempts_left, issues [{path 'code', key
 *   'validation.codeWrong', params {count: attempts_left}}]}
 * - expired, used, replaced or never sent: VALIDATION_ERROR {reason 'code_expired', issues [{path 'code',
 *   key 'errors.messages.codeExpired'}]}
 * - 5 wrong tries on one code: CODE_ATTEMPTS_EXCEEDED {reason 'code_attempts_exceeded', attempts_left 0},
 *   no Retry-After: a new code is needed, and one may be sent at once (no resend wait)
 * - "send again" within 60 s: TOO_MANY_REQUESTS {reason 'code_resend_too_soon', retry_after_seconds}
 * - any rate rule (auth-rate-rules.ts): TOO_MANY_REQUESTS {retry_after_seconds} and Retry-After
 * - blocked account: USER_BLOCKED; login 2FA on: AUTH_2FA_REQUIRED, then the same request with Auth-2FA-Token
 * - bad Google/Apple token: UNAUTHORIZED_REQUEST {reason 'id_token_invalid'}; provider not configured:
 *   SERVICE_UNAVAILABLE {reason 'provider_not_configured'}; address tied to another identity: CONFLICT_ERROR
 *   {key 'errors.messages.emailLinkUnavailable'}
 * - bad init data: UNAUTHORIZED_REQUEST {reason 'init_data_…'}; stale: INIT_DATA_AUTH_DATE_EXPIRED; no account
 *   (telegram-login): NOT_FOUND, then call telegram-register; no bot token: SERVICE_UNAVAILABLE
 */
export function createAuthModule(ctx: ModuleContext, ports: AuthModulePorts): AppModule {
  return {
    routes: [
      ...createEmailLoginRoutes(ctx, ports),
      ...createIdentityLoginRoutes(ctx, ports),
      ...createTelegramLoginRoutes(ctx, ports),
      ...createTokensRoutes(ctx),
    ],
  };
}
