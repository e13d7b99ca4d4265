import type { Hono } from 'hono';
import type { Bus } from './bus/bus';
import type { Config } from './config/config';
import type { Database } from './db/open-database';
import type { AppEnv } from './http/app-env';
import { createApp } from './http/create-app';
import type { Logger } from './logging/logger';
import { createCurrenciesRepo } from './modules/currencies/currencies.repo';
import { createCurrenciesRoutes } from './modules/currencies/currencies.routes';
import { createCurrenciesService } from './modules/currencies/currencies.service';
import { createHealthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createAppsRoutes } from './static/serve-apps';
import { SERVER_VERSION } from './version';

export interface AppDependencies {
  config: Pick<Config, 'tonapiUrl' | 'providersMode' | 'webDistDir' | 'miniappDistDir'>;
  database: Database;
  bus: Bus;
  logger: Logger;
  nowMs?: () => number;
  /** Tests that only exercise the API leave the front ends out. */
  isServingApps?: boolean;
  /** How long the currency catalogue is reused per instance (tests read through with 0). */
  catalogueCacheMs?: number;
}

/** Builds every module over its dependencies and hands the routes to the app. */
export function composeApp(deps: AppDependencies): Hono<AppEnv> {
  const nowMs = deps.nowMs ?? Date.now;
  const health = createHealthService({
    version: SERVER_VERSION,
    databaseKind: deps.database.kind,
    pingDatabase: () => deps.database.withSession(async (session) => void (await session.query('SELECT 1'))),
    bus: deps.bus,
    chainMode: deps.config.tonapiUrl ? 'tonapi' : 'local',
    providersMode: deps.config.providersMode,
    startedAtMs: nowMs(),
    nowMs,
  });
  const currencies = createCurrenciesService(createCurrenciesRepo(deps.database.db), {
    nowMs,
    ...(deps.catalogueCacheMs === undefined ? {} : { cacheMs: deps.catalogueCacheMs }),
  });
  return createApp({
    logger: deps.logger,
    version: SERVER_VERSION,
    health: createHealthRoutes(health),
    routes: [...createCurrenciesRoutes(currencies)],
    ...(deps.isServingApps === false ? {} : { apps: createAppsRoutes(deps.config) }),
  });
}
