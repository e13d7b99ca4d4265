import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { ModuleContext } from '../../module-context/module-context';
import { createHealthRoutes } from './health.routes';
import { createHealthService } from './health.service';
import { describeProviderModes } from './provider-modes';

/**
 * `GET /health` over the module context: the database and bus this instance runs on, each
 * provider's mode, and the uptime counted from now. Not an AppModule: it is mounted at `/health`,
 * outside the API bases and the route guard.
 */
export function createHealthApp(context: ModuleContext, version: string): Hono<AppEnv> {
  const { database, bus, nowMs } = context;
  return createHealthRoutes(
    createHealthService({
      version,
      databaseKind: database.kind,
      pingDatabase: () => database.withSession(async (session) => void (await session.query('SELECT 1'))),
      bus,
      providers: describeProviderModes(context),
      startedAtMs: nowMs(),
      nowMs,
    }),
  );
}
