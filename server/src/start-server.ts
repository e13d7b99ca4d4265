import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createBus } from './bus/create-bus';
import { composeApp } from './compose-app';
import type { Config } from './config/config';
import { withWorkerIntervals } from './config/worker-interval-settings';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createLogger, type Logger } from './logging/logger';
import { createRateLimiter } from './rate-limit/create-rate-limiter';
import { attachRealtime } from './realtime/attach-realtime';
import { runWorkers } from './workers/background-worker';

export interface RunningServer {
  url: string;
  port: number;
  /** The card-details page's origin (its own listener). */
  cardDetailsOrigin: string;
  logger: Logger;
  /** Stops taking connections, lets requests in flight finish, then closes the bus and database. */
  stop(): Promise<void>;
}

/** Opens the database (migrating it), the bus and the HTTP listener, in that order. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.databasePoolSize }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const applied = await migrate(database);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  } catch (error) {
    await database.close();
    throw error;
  }
  const onRedisError = (error: Error) => logger.error({ err: error }, 'redis error');
  const bus = await createBus(config.redisUrl, onRedisError);
  const rateLimiter = await createRateLimiter(config.redisUrl, onRedisError);
  const { app, workers, context, closeStreams, cardDetailsOrigin } = await composeApp({
    config,
    database,
    bus,
    logger,
    rateLimiter,
    isWatchingOwnTonChain: true,
  });

  const server = await listen(app.fetch, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  // The live-status socket shares the port: it takes the upgrades of `{base}ws`.
  const realtime = await attachRealtime(server, context);
  // The card-details page has an origin of its own, so the app's JavaScript cannot reach into it.
  const cardDetailsServer = await listen(cardDetailsOrigin.app.fetch, config.cardDetails.port, config.host);
  cardDetailsOrigin.bind((cardDetailsServer.address() as AddressInfo).port);
  logger.info(
    { port, db: database.kind, bus: bus.kind, cardDetails: cardDetailsOrigin.origin() },
    'listening',
  );
  const running = runWorkers(withWorkerIntervals(workers, config.workerIntervalsMs), logger);

  let stopping: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    cardDetailsOrigin: cardDetailsOrigin.origin(),
    logger,
    stop: () => {
      stopping ??= (async () => {
        await realtime.close();
        await closeStreams();
        await Promise.all([
          closeServer(server, config.shutdownTimeoutMs),
          closeServer(cardDetailsServer, config.shutdownTimeoutMs),
        ]);
        await running.stop();
        await rateLimiter.close();
        await bus.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const forceTimer = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      resolve();
    }, timeoutMs);
    forceTimer.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      resolve();
    });
    // Idle keep-alive sockets would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
