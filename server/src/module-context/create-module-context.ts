import { createAccessTokens } from '../auth/access-tokens';
import { createLoginIssuer } from '../auth/login-issuer';
import { createSealing } from '../auth/sealing';
import { loadOrCreateServerSecret } from '../auth/server-secrets';
import { createSessionStates } from '../auth/session-states';
import { createSessions } from '../auth/sessions';
import type { Bus } from '../bus/bus';
import { createCatalogue } from '../catalogue-model/catalogue';
import { findUnmatchedOverrides } from '../catalogue-model/verify-overrides';
import { type Config, ConfigError } from '../config/config';
import type { Database } from '../db/open-database';
import { createOutbound } from '../http/outbound/outbound';
import type { ResolveHost } from '../http/outbound/outbound-target';
import { createLedger } from '../ledger/ledger';
import { createLevelLimits } from '../level-limits/level-limits';
import { type LevelSource, unrestrictedLevelSource } from '../level-limits/level-source-port';
import type { Logger } from '../logging/logger';
import { createTransactions } from '../money-operations/transactions.service';
import { createQuotes } from '../pricing/quotes';
import { createRecaptcha, createSandboxCaptcha } from '../providers/captcha/captcha';
import {
  APPLE_ISSUERS,
  createIdTokenVerifier,
  GOOGLE_ISSUERS,
  type IdTokenVerifier,
  remoteKeys,
} from '../providers/identity/id-token-verifier';
import { createOutbox } from '../providers/mail/outbox';
import { createSandboxMailer } from '../providers/mail/sandbox-mailer';
import { createSmtpMailer } from '../providers/mail/smtp-mailer';
import { createExchangeRates } from '../providers/rates/exchange-rates';
import { createSandboxRates } from '../providers/rates/sandbox-rates';
import { createSandboxSmsSender } from '../providers/sms/sms-sender';
import { createTwilioSmsSender } from '../providers/sms/twilio-sms-sender';
import { createTonChainHandle, type TonChainHandle } from '../providers/ton-chain/ton-chain-handle';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createUsersRepo } from '../user-records/users.repo';
import type { ModuleContext } from './module-context';

export interface ContextDependencies {
  config: Config;
  database: Database;
  bus: Bus;
  logger: Logger;
  rateLimiter: RateLimiter;
  nowMs?: () => number;
  /** Tests replace the providers' key sets with local ones. */
  identity?: Partial<ModuleContext['identity']>;
  /** Tests and benches hand in a chain of their own (see `tonChainHandleOf`). */
  tonChain?: TonChainHandle;
  /** Tests name hosts that resolve where they say (the outbound guard's resolver). */
  resolveHost?: ResolveHost;
  /**
   * Where the money core reads a profile's verification level (the verification feature, handed
   * in by the composition root); without it every profile is at the highest level.
   */
  levelSource?: LevelSource;
}

/** Builds the shared services once: keys from the database or settings, providers by mode. */
export async function createModuleContext(deps: ContextDependencies): Promise<ModuleContext> {
  const { config, database, bus, logger } = deps;
  const db = database.db;
  const nowMs = deps.nowMs ?? Date.now;
  const nowSeconds = () => Math.floor(nowMs() / 1000);
  const outbound = createOutbound({
    allowsPrivateTargets: config.webhookAllowPrivateTargets,
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });

  const signingKey = config.tokenSigningKey ?? (await loadOrCreateServerSecret(db, 'access_token_key'));
  const sealingKey = config.sealingKey ?? (await loadOrCreateServerSecret(db, 'sealing_key'));
  const sessionStates = await createSessionStates(db, bus, nowMs);
  const sessions = createSessions(db, {
    ttlDays: config.refreshTokenTtlDays,
    nowMs,
    onEnded: (change) => sessionStates.announce(change),
  });
  const accessTokens = createAccessTokens(signingKey, config.accessTokenTtlSeconds, nowSeconds);
  const users = createUsersRepo(db, nowMs);
  const outbox = createOutbox(db);
  const ledger = createLedger({ nowMs });
  const catalogue = createCatalogue({
    overrides: config.catalogueOverrides,
    blockedCountries: config.blockedCountries,
  });
  const unmatchedOverrides = await findUnmatchedOverrides(db, config.catalogueOverrides);
  if (unmatchedOverrides.length > 0) {
    throw new ConfigError(
      `CATALOGUE_OVERRIDES names rows that do not exist:\n  ${unmatchedOverrides.join('\n  ')}`,
    );
  }
  // A configured adapter is used in either mode; live mode refuses to start without one (config.ts).
  const rates = config.rates
    ? createExchangeRates({
        apiUrl: config.rates.apiUrl,
        refreshMs: config.rates.refreshSeconds * 1000,
        nowMs,
      })
    : createSandboxRates();
  const levelLimits = createLevelLimits({
    rates,
    levelSource: deps.levelSource ?? unrestrictedLevelSource,
    nowMs,
  });

  const identityFor = (
    settings: { clientId: string; jwksUrl: string } | undefined,
    issuers: readonly string[],
  ): IdTokenVerifier | undefined =>
    settings &&
    createIdTokenVerifier({
      clientId: settings.clientId,
      issuers,
      keys: remoteKeys(settings.jwksUrl),
      nowSeconds,
    });

  return {
    config,
    database,
    db,
    bus,
    logger,
    nowMs,
    rateLimiter: deps.rateLimiter,
    users,
    sessions,
    sessionStates,
    accessTokens,
    loginIssuer: createLoginIssuer({ sessions, accessTokens, users, termsVersion: config.terms.version }),
    sealing: createSealing(sealingKey),
    outbox,
    mailer: config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createSandboxMailer(outbox, logger),
    sms: config.sms ? createTwilioSmsSender(config.sms) : createSandboxSmsSender(outbox, logger),
    captcha: config.recaptcha
      ? createRecaptcha(config.recaptcha.siteKey, config.recaptcha.secret)
      : createSandboxCaptcha(),
    identity: {
      google: deps.identity?.google ?? identityFor(config.google, GOOGLE_ISSUERS),
      apple: deps.identity?.apple ?? identityFor(config.apple, APPLE_ISSUERS),
    },
    ledger,
    levelLimits,
    transactions: createTransactions({ ledger, catalogue, nowMs, levelLimits }),
    catalogue,
    quotes: createQuotes({ catalogue, rates, nowMs, ttlSeconds: config.quoteTtlSeconds }),
    rates,
    tonChain: deps.tonChain ?? createTonChainHandle(config, { nowMs, logger }),
    outbound,
  };
}
