import type { Hono } from 'hono';
import type { Bus } from '../bus/bus';
import { createMemoryBus } from '../bus/memory-bus';
import { composeApp } from '../compose-app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { AppEnv } from '../http/app-env';
import { createLogger } from '../logging/logger';

export interface TestApp {
  app: Hono<AppEnv>;
  database: TestDatabase;
  bus: Bus;
  dispose(): Promise<void>;
}

/** The whole API over a database of its own (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(
  options: { webDistDir?: string; miniappDistDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const bus = createMemoryBus();
  const app = composeApp({
    config: {
      tonapiUrl: undefined,
      providersMode: 'sandbox',
      webDistDir: options.webDistDir ?? '/nonexistent/web',
      miniappDistDir: options.miniappDistDir ?? '/nonexistent/miniapp',
    },
    database,
    bus,
    logger: createLogger('silent'),
    isServingApps: options.webDistDir !== undefined,
    catalogueCacheMs: 0,
  });
  return {
    app,
    database,
    bus,
    dispose: async () => {
      await bus.close();
      await database.dispose();
    },
  };
}
