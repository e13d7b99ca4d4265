import type { LoginResponse } from '@ferry/shared/contracts';
import type { Hono } from 'hono';
import type { Bus } from '../bus/bus';
import { composeApp } from '../compose-app';
import type { Config } from '../config/config';
import type { TestDatabase } from '../db/test-database';
import type { CardDetailsOrigin } from '../features/card-details/card-details.module';
import type { AppEnv } from '../http/app-env';
import { createLogger, type Logger } from '../logging/logger';
import type { ContextDependencies } from '../module-context/create-module-context';
import type { ModuleContext } from '../module-context/module-context';
import type { TonChain } from '../providers/ton-chain/ton-chain';
import type { TonChainHandle } from '../providers/ton-chain/ton-chain-handle';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { BackgroundWorker } from '../workers/background-worker';
import { type ContractClient, createContractClient } from './contract-client';
import {
  createDirectSignIn,
  loadTestConfig,
  openTestInfrastructure,
  type SignInInput,
  type TestConfigOptions,
} from './test-context';

export { TEST_BOT_TOKEN } from './test-context';

export interface TestApp {
  app: Hono<AppEnv>;
  /** Calls named by their contract: `client.call(getUser, { token: login })`. */
  client: ContractClient;
  context: ModuleContext;
  database: TestDatabase;
  bus: Bus;
  rateLimiter: RateLimiter;
  config: Config;
  /** The app's background workers; tests run passes with `runOnce()`. */
  workers: BackgroundWorker[];
  worker(name: string): BackgroundWorker;
  /** The card-details page's own app (its listener's, in the product server). */
  cardDetailsOrigin: CardDetailsOrigin;
  /** A user created straight in the database, signed in on `base`, terms accepted unless said. */
  signIn(user?: SignInInput): Promise<LoginResponse>;
  dispose(): Promise<void>;
}

export interface TestAppOptions extends TestConfigOptions {
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
  const nowMs = options.nowMs ?? Date.now;
  const infrastructure = await openTestInfrastructure(nowMs);
  const { database, bus, rateLimiter } = infrastructure;
  const config = loadTestConfig(options);
  const { app, context, workers, cardDetailsOrigin } = await composeApp({
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
  return {
    app,
    client: createContractClient(app),
    context,
    workers,
    cardDetailsOrigin,
    worker(name) {
      const found = workers.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`No background worker named ${name}`);
      return found;
    },
    database,
    bus,
    rateLimiter,
    config,
    signIn: createDirectSignIn(context),
    dispose: infrastructure.dispose,
  };
}

/** Headers of a signed-in call. */
export function bearer(
  login: Pick<LoginResponse, 'access_token'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { Authorization: `Bearer ${login.access_token}`, ...extra };
}
