import { z } from 'zod';
import { emptyToUndefined, optionalText } from './setting-parsers';

/** Ferry's KYC levels, as the KYC provider interface names them. */
type KycLevelName = 'identity' | 'identity_and_address';

/** What the live Sumsub adapter reads from the settings (SUMSUB_* in the README's table). */
export interface SumsubSettings {
  apiUrl: string;
  appToken: string;
  secretKey: string;
  /** Keys the X-Payload-Digest of Sumsub's webhooks (set per webhook in Sumsub's dashboard). */
  webhookSecret: string;
  /** Sumsub's level name for each of Ferry's levels (case-sensitive, made in Sumsub's dashboard). */
  levelNames: Record<KycLevelName, string>;
}

export const DEFAULT_SUMSUB_API_URL = 'https://api.sumsub.com';

/** Level names the operator makes in Sumsub's dashboard unless the settings name others. */
export const DEFAULT_SUMSUB_LEVELS = {
  identity: 'ferry-identity',
  identity_and_address: 'ferry-identity-and-address',
} as const;

/** The SUMSUB_* variables as the config's schema reads them. */
export const SUMSUB_SETTING_FIELDS = {
  SUMSUB_API_URL: z.preprocess(emptyToUndefined, z.string().url().default(DEFAULT_SUMSUB_API_URL)),
  SUMSUB_APP_TOKEN: optionalText,
  SUMSUB_SECRET_KEY: optionalText,
  SUMSUB_WEBHOOK_SECRET: optionalText,
  SUMSUB_LEVEL_IDENTITY: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(1).default(DEFAULT_SUMSUB_LEVELS.identity),
  ),
  SUMSUB_LEVEL_IDENTITY_AND_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(1).default(DEFAULT_SUMSUB_LEVELS.identity_and_address),
  ),
};

type SumsubEnvironment = z.output<z.ZodObject<typeof SUMSUB_SETTING_FIELDS>>;

const SUMSUB_SECRETS = ['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'] as const;

/** Sumsub's settings when its three secrets are set; none of them means no Sumsub. */
export function readSumsubSettings(env: SumsubEnvironment): SumsubSettings | undefined {
  const { SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY, SUMSUB_WEBHOOK_SECRET } = env;
  if (!SUMSUB_APP_TOKEN || !SUMSUB_SECRET_KEY || !SUMSUB_WEBHOOK_SECRET) return undefined;
  return {
    apiUrl: env.SUMSUB_API_URL.replace(/\/+$/, ''),
    appToken: SUMSUB_APP_TOKEN,
    secretKey: SUMSUB_SECRET_KEY,
    webhookSecret: SUMSUB_WEBHOOK_SECRET,
    levelNames: {
      identity: env.SUMSUB_LEVEL_IDENTITY,
      identity_and_address: env.SUMSUB_LEVEL_IDENTITY_AND_ADDRESS,
    },
  };
}

/** Sumsub half configured is a mistake in any mode: name what it still lacks. */
export function findIncompleteSumsubSettings(env: Partial<SumsubEnvironment>): string[] {
  const missing = SUMSUB_SECRETS.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === SUMSUB_SECRETS.length) return [];
  return missing.map((name) => `${name}: required with the other SUMSUB_* secrets (kyc)`);
}
