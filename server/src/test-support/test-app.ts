import type { LoginResponse } from '@ferry/shared/contracts';
import type { ApiBase } from '@ferry/shared/domain';
import type { Hono } from 'hono';
import type { Bus } from '../bus/bus';
import { createMemoryBus } from '../bus/memory-bus';
import { composeApp } from '../compose-app';
import { type Config, loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { AppEnv } from '../http/app-env';
import { createLogger, type Logger } from '../logging/logger';
import type { ContextDependencies } from '../module-context/create-module-context';
import type { ModuleContext } from '../module-context/module-context';
import type { TonChain } from '../providers/ton-chain/ton-chain';
import type { TonChainHandle } from '../providers/ton-chain/ton-chain-handle';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { NewUser } from '../user-records/users.repo';
import type { BackgroundWorker } from '../workers/background-worker';

export const TEST_BOT_TOKEN = '7000000001:AAFerryTestBotTokenForInitDataChecks00';

export interface TestApp {
  app: Hono<AppEnv>;
  context: ModuleContext;
  database: TestDatabase;
  bus: Bus;
  rateLimiter: RateLimiter;
  config: Config;
  /** The app's background workers; tests run passes with `runOnce()`. */
  workers: BackgroundWorker[];
  worker(name: string): BackgroundWorker;
  /** A user created straight in the database, signed in on `base`, terms accepted unless said. */
  signIn(user?: NewUser & { base?: ApiBase; hasAcceptedTerms?: boolean }): Promise<LoginResponse>;
  dispose(): Promise<void>;
}

export interface TestAppOptions {
  webDistDir?: string;
  miniappDistDir?: string;
  environment?: Record<string, string>;
  nowMs?: () => number;
  identity?: ContextDependencies['identity'];
  /** Where the app logs (tests that read the log pass one); silent otherwise. */
  logger?: Logger;
  /** A local TON chain to watch for custodial TON deposits (none otherwise). */
  watchedTonChain?: TonChain;
  /** The chain `/tonapi` and the wallet transfer watcher use (`tonChainHandleOf(chain)`). */
  tonChain?: TonChainHandle;
  /** Watch the context's own chain as the product server does (see `AppDependencies`). */
  isWatchingOwnTonChain?: boolean;
  /** How the outbound guard resolves names (a test's own answers instead of DNS). */
  resolveHost?: ContextDependencies['resolveHost'];
}

/** The whole API over a database of its own (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const bus = createMemoryBus();
  const nowMs = options.nowMs ?? Date.now;
  const rateLimiter = createMemoryRateLimiter(nowMs);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    BOT_TOKEN: TEST_BOT_TOKEN,
    WEB_DIST_DIR: options.webDistDir ?? '/nonexistent/web',
    MINIAPP_DIST_DIR: options.miniappDistDir ?? '/nonexistent/miniapp',
    ...options.environment,
  });
  const { app, context, workers } = await composeApp({
    config,
    database,
    bus,
    logger: options.logger ?? createLogger('silent'),
    rateLimiter,
    nowMs,
    ...(options.identity ? { identity: options.identity } : {}),
    ...(options.watchedTonChain ? { watchedTonChain: options.watchedTonChain } : {}),
    ...(options.tonChain ? { tonChain: options.tonChain } : {}),
    ...(options.isWatchingOwnTonChain ? { isWatchingOwnTonChain: true } : {}),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    isServingApps: options.webDistDir !== undefined,
    catalogueCacheMs: 0,
  });
  let emailCounter = 0;
  return {
    app,
    context,
    workers,
    worker(name) {
      const found = workers.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`No background worker named ${name}`);
      return found;
    },
    database,
    bus,
    rateLimiter,
    config,
    async signIn(input = {}) {
      const { base = 'client', hasAcceptedTerms = true, ...newUser } = input;
      emailCounter += 1;
      const email =
        newUser.email === undefined ? `user${emailCounter}.${Date.now()}@example.com` : newUser.email;
      const user = await context.db.transaction().execute(async (trx) => {
        const created = await context.users.create({ ...newUser, email, isEmailVerified: true }, trx);
        if (!hasAcceptedTerms) return created;
        return context.users.update(
          created.id,
          { terms_version: config.terms.version, terms_accepted_at: new Date(nowMs()) },
          trx,
        );
      });
      return context.loginIssuer.issue({ user, base, signInMethod: 'email', isNewUser: true });
    },
    dispose: async () => {
      await rateLimiter.close();
      await bus.close();
      await database.dispose();
    },
  };
}

/** Headers of a signed-in call. */
export function bearer(
  login: Pick<LoginResponse, 'access_token'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { Authorization: `Bearer ${login.access_token}`, ...extra };
}
