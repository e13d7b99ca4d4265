import path from 'node:path';
import { APP_VERSION_PATTERN, DEFAULT_MICA_RULES_SETTING, parseMicaRules } from '@ferry/shared/domain';
import { z } from 'zod';
import { catalogueOverridesSetting } from '../catalogue-model/catalogue-overrides';
import { DEFAULT_POOL_SIZE, MAX_POOL_SIZE } from '../db/pool-size';
import { CHAT_PAYMENT_SETTING_FIELDS, readChatPaymentSettings } from './chat-payment-settings';
import { type Config, LOG_LEVELS } from './config-shape';
import { FARM_SETTING_FIELDS, readFarmSettings } from './farm-settings';
import { GASLESS_SETTING_FIELDS, readGaslessSettings } from './gasless-settings';
import { MINI_APP_SETTING_FIELDS } from './mini-app-settings';
import {
  findIncompleteSettings,
  findMissingLiveSettings,
  providersOffSetting,
  readSmsGateway,
} from './provider-settings';
import { REFERRAL_SETTING_FIELDS, readReferralSettings } from './referral-settings';
import { emptyToUndefined, optionalText } from './setting-parsers';
import { readSumsubSettings, SUMSUB_SETTING_FIELDS } from './sumsub-settings';
import { readWorkerIntervals, WORKER_INTERVAL_SETTING_FIELDS } from './worker-interval-settings';

export type { Config } from './config-shape';

const booleanSetting = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
);

/** ISO 3166-1 alpha-2 codes, comma-separated ("RU,BY"); empty means none. */
const countryList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes separated by commas')));

/** MICA_RULES: `CURRENCIES:COUNTRIES` rules separated by `;` (parseMicaRules); empty means none. */
const micaRulesSetting = z
  .string()
  .default(DEFAULT_MICA_RULES_SETTING)
  .transform((value, context) => {
    const parsed = parseMicaRules(value);
    if (parsed.isValid) return parsed.rules;
    context.addIssue({ code: 'custom', message: `${parsed.reason} (e.g. USDT:EEA;*:KP)` });
    return z.NEVER;
  });

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

/** Connections to PostgreSQL: a whole number from 1 to MAX_POOL_SIZE, written in digits. */
const poolSizeMessage = `must be a whole number from 1 to ${MAX_POOL_SIZE}`;
const poolSizeSetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^[0-9]+$/, poolSizeMessage)
    .transform(Number)
    .pipe(z.number().min(1, poolSizeMessage).max(MAX_POOL_SIZE, poolSizeMessage))
    .default(DEFAULT_POOL_SIZE),
);

const redisUrl = z
  .string()
  .url()
  .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://');

/**
 * Every setting of the server, read once from the environment. The README's settings table
 * lists the same names and defaults; `config.test.ts` keeps the two in step.
 */
export const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), postgresUrl.optional()),
  DATABASE_POOL_SIZE: poolSizeSetting,
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), redisUrl.optional()),
  BOT_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{30,}$/, 'must look like 123456:ABC… (the token @BotFather gives)')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  CARD_DETAILS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).optional()),
  CARD_DETAILS_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine(
        (value) => new URL(value).origin === value.replace(/\/+$/, ''),
        'must be an origin: scheme, host and port only',
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PROVIDERS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_DIST_DIR: optionalText,
  MINIAPP_DIST_DIR: optionalText,
  TOKEN_SIGNING_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SEALING_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (a 256-bit key)')
      .optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  INIT_DATA_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  BOT_USERNAME: optionalText,
  BOT_POLLING: booleanSetting.default(true),
  BOT_MODE: z.enum(['polling', 'webhook']).default('polling'),
  BOT_WEBHOOK_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  TERMS_VERSION: z.coerce.number().int().min(1).default(1),
  TERMS_URL: z.string().url().default('https://ferry.money/legal/terms'),
  PRIVACY_URL: z.string().url().default('https://ferry.money/legal/privacy'),
  INTRO_ENABLED: booleanSetting.default(false),
  MIN_NATIVE_VERSION: z
    .string()
    .trim()
    .regex(APP_VERSION_PATTERN, 'one to three dot-separated numbers, e.g. 2.4.1')
    .default('1.0.0'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Ferry <no-reply@ferry.money>'),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  TRUST_PROXY: booleanSetting.default(false),
  BLOCKED_COUNTRIES: countryList,
  MICA_RESTRICTED_COUNTRIES: countryList,
  MICA_RULES: micaRulesSetting,
  SANDBOX_PAYOUT_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  OUTBOUND_ALLOW_PRIVATE_TARGETS: booleanSetting.default(false),
  /** The former name of OUTBOUND_ALLOW_PRIVATE_TARGETS, still read. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanSetting.default(false),
  CATALOGUE_OVERRIDES: catalogueOverridesSetting,
  QUOTE_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  RATES_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  SMS_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  PROVIDERS_OFF: providersOffSetting,
  BRIDGE_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  BRIDGE_STREAMS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  TON_PROOF_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  TONAPI_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  TONAPI_KEY: optionalText,
  ...SUMSUB_SETTING_FIELDS,
  ...MINI_APP_SETTING_FIELDS,
  ...CHAT_PAYMENT_SETTING_FIELDS,
  ...FARM_SETTING_FIELDS,
  ...GASLESS_SETTING_FIELDS,
  ...REFERRAL_SETTING_FIELDS,
  ...WORKER_INTERVAL_SETTING_FIELDS,
});

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The repository root: relative paths in settings are read from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const missing = env.PROVIDERS_MODE === 'live' ? findMissingLiveSettings(env) : findIncompleteSettings(env);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missing.map((line) => `  ${line}`).join('\n')}`);
  }
  const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: fromRoot(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    botToken: env.BOT_TOKEN,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    cardDetails: {
      // Unset: a free port at each start (the token's URL names the one bound), so no test harness
      // or second instance on the machine collides; a proxy in front sets it.
      port: env.CARD_DETAILS_PORT ?? 0,
      origin: env.CARD_DETAILS_ORIGIN?.replace(/\/+$/, ''),
    },
    logLevel: env.LOG_LEVEL,
    providersMode: env.PROVIDERS_MODE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDistDir: fromRoot(env.WEB_DIST_DIR ?? 'web/dist'),
    miniappDistDir: fromRoot(env.MINIAPP_DIST_DIR ?? 'miniapp/dist'),
    tokenSigningKey: env.TOKEN_SIGNING_KEY,
    sealingKey: env.SEALING_KEY?.toLowerCase(),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    initDataMaxAgeSeconds: env.INIT_DATA_MAX_AGE_SECONDS,
    botUsername: env.BOT_USERNAME?.replace(/^@/, ''),
    miniAppShortName: env.MINIAPP_SHORT_NAME,
    isBotPolling: env.BOT_POLLING,
    bot: { mode: env.BOT_MODE, webhookPort: env.BOT_WEBHOOK_PORT ?? env.PORT + 1 },
    terms: { version: env.TERMS_VERSION, termsUrl: env.TERMS_URL, privacyUrl: env.PRIVACY_URL },
    isIntroEnabled: env.INTRO_ENABLED,
    minNativeVersion: env.MIN_NATIVE_VERSION,
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
      : undefined,
    apple: env.APPLE_CLIENT_ID ? { clientId: env.APPLE_CLIENT_ID, jwksUrl: env.APPLE_JWKS_URL } : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET
        ? { siteKey: env.RECAPTCHA_SITE_KEY, secret: env.RECAPTCHA_SECRET }
        : undefined,
    isBehindProxy: env.TRUST_PROXY,
    blockedCountries: env.BLOCKED_COUNTRIES,
    micaRestrictedCountries: env.MICA_RESTRICTED_COUNTRIES,
    micaRules:
      env.MICA_RESTRICTED_COUNTRIES.length > 0
        ? [...env.MICA_RULES, { currencies: 'all', countries: env.MICA_RESTRICTED_COUNTRIES }]
        : env.MICA_RULES,
    sandboxPayoutFailureRate: env.SANDBOX_PAYOUT_FAILURE_RATE,
    webhookAllowPrivateTargets: env.OUTBOUND_ALLOW_PRIVATE_TARGETS || env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    catalogueOverrides: env.CATALOGUE_OVERRIDES,
    quoteTtlSeconds: env.QUOTE_TTL_SECONDS,
    rates: env.RATES_API_URL
      ? { apiUrl: env.RATES_API_URL.replace(/\/+$/, ''), refreshSeconds: env.RATES_REFRESH_SECONDS }
      : undefined,
    sms: readSmsGateway(env),
    providersOff: env.PROVIDERS_OFF,
    tonConnect: {
      bridgeMessagesPerMinute: env.BRIDGE_MESSAGES_PER_MINUTE,
      bridgeStreamsPerMinute: env.BRIDGE_STREAMS_PER_MINUTE,
      tonProofDomains: env.TON_PROOF_DOMAINS,
    },
    tonapi: env.TONAPI_URL ? { url: env.TONAPI_URL.replace(/\/+$/, ''), key: env.TONAPI_KEY } : undefined,
    sumsub: readSumsubSettings(env),
    chatPayments: readChatPaymentSettings(env),
    farm: readFarmSettings(env),
    gasless: readGaslessSettings(env),
    referrals: readReferralSettings(env),
    workerIntervalsMs: readWorkerIntervals(env),
  };
}
