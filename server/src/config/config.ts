import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An empty variable counts as unset, so `FOO= pnpm start` keeps the default. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const redisUrl = z
  .string()
  .url()
  .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://');

/**
 * Every setting of the server, read once from the environment. The README's settings table
 * lists the same names and defaults; `config.test.ts` keeps the two in step.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), postgresUrl.optional()),
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), redisUrl.optional()),
  BOT_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{30,}$/, 'must look like 123456:ABC… (the token @BotFather gives)')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TONAPI_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  PROVIDERS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_DIST_DIR: optionalText,
  MINIAPP_DIST_DIR: optionalText,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  botToken: string | undefined;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  tonapiUrl: string | undefined;
  providersMode: 'sandbox' | 'live';
  shutdownTimeoutMs: number;
  webDistDir: string;
  miniappDistDir: string;
}

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
  const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: fromRoot(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    botToken: env.BOT_TOKEN,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    tonapiUrl: env.TONAPI_URL,
    providersMode: env.PROVIDERS_MODE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDistDir: fromRoot(env.WEB_DIST_DIR ?? 'web/dist'),
    miniappDistDir: fromRoot(env.MINIAPP_DIST_DIR ?? 'miniapp/dist'),
  };
}
