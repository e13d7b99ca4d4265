import { z } from 'zod';
import { findIncompleteSumsubSettings } from './sumsub-settings';

/**
 * Providers Ferry has no live adapter for yet (kyc has one when Sumsub's settings are present).
 * Live mode never runs their sandboxes: each must be switched off by name in PROVIDERS_OFF (its calls then answer SERVICE_UNAVAILABLE), or the
 * server refuses to start.
 */
export const SWITCHABLE_PROVIDERS = [
  'payouts',
  'acquiring',
  'bankTransfer',
  'blik',
  'monobank',
  'cryptoNetworks',
  'kyc',
] as const;

export type SwitchableProvider = (typeof SWITCHABLE_PROVIDERS)[number];

/** Comma-separated names from SWITCHABLE_PROVIDERS ("payouts,kyc"); empty means none. */
export const providersOffSetting = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.enum(SWITCHABLE_PROVIDERS, { error: () => `must be names from: ${SWITCHABLE_PROVIDERS.join(', ')}` }),
    ),
  );

export interface SmsGatewaySettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** The settings these checks read, as the schema parsed them. */
interface ProviderEnvironment {
  PROVIDERS_MODE: 'sandbox' | 'live';
  RATES_API_URL?: string | undefined;
  SMS_API_URL?: string | undefined;
  SMS_ACCOUNT_SID?: string | undefined;
  SMS_AUTH_TOKEN?: string | undefined;
  SMS_FROM?: string | undefined;
  SMTP_URL?: string | undefined;
  RECAPTCHA_SITE_KEY?: string | undefined;
  RECAPTCHA_SECRET?: string | undefined;
  PROVIDERS_OFF: readonly SwitchableProvider[];
  SUMSUB_APP_TOKEN?: string | undefined;
  SUMSUB_SECRET_KEY?: string | undefined;
  SUMSUB_WEBHOOK_SECRET?: string | undefined;
}

const SMS_SETTINGS = ['SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

export function readSmsGateway(env: ProviderEnvironment): SmsGatewaySettings | undefined {
  const { SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM } = env;
  if (!SMS_API_URL || !SMS_ACCOUNT_SID || !SMS_AUTH_TOKEN || !SMS_FROM) return undefined;
  return {
    apiUrl: SMS_API_URL.replace(/\/+$/, ''),
    accountSid: SMS_ACCOUNT_SID,
    authToken: SMS_AUTH_TOKEN,
    from: SMS_FROM,
  };
}

/** A gateway or Sumsub half configured is a mistake in any mode: name what it still lacks. */
export function findIncompleteSettings(env: ProviderEnvironment): string[] {
  const missing = SMS_SETTINGS.filter((name) => !env[name]);
  const sms =
    missing.length === 0 || missing.length === SMS_SETTINGS.length
      ? []
      : missing.map((name) => `${name}: required with the other SMS_* settings (sms)`);
  return [...sms, ...findIncompleteSumsubSettings(env)];
}

/** Every setting live mode lacks, one line each, so one start names them all. */
export function findMissingLiveSettings(env: ProviderEnvironment): string[] {
  const required: [name: keyof ProviderEnvironment, provider: string][] = [
    ['RATES_API_URL', 'rates'],
    ...SMS_SETTINGS.map((name): [keyof ProviderEnvironment, string] => [name, 'sms']),
    ['SMTP_URL', 'mail'],
    ['RECAPTCHA_SITE_KEY', 'captcha'],
    ['RECAPTCHA_SECRET', 'captcha'],
  ];
  const lines = required
    .filter(([name]) => !env[name])
    .map(([name, provider]) => `${name}: required when PROVIDERS_MODE=live (${provider})`);
  lines.push(...findIncompleteSumsubSettings(env));
  // Sumsub's three secrets are kyc's live adapter (sumsub-settings.ts).
  const hasSumsub = !!(env.SUMSUB_APP_TOKEN && env.SUMSUB_SECRET_KEY && env.SUMSUB_WEBHOOK_SECRET);
  for (const provider of SWITCHABLE_PROVIDERS) {
    if (provider === 'kyc' && hasSumsub) continue;
    if (!env.PROVIDERS_OFF.includes(provider)) {
      lines.push(
        `PROVIDERS_OFF: ${provider} has no live adapter; add it to PROVIDERS_OFF to run live without it`,
      );
    }
  }
  return lines;
}
