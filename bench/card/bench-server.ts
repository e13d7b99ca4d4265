import { loadConfig, type RunningServer, startServer } from '@ferry/server';

/** One server instance of the bench, as `pnpm start` runs it, on a free port of 127.0.0.1. */
export function startBenchServer(databaseUrl: string, dataDir: string): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      // The server's pool size when set (the README's DATABASE_POOL_SIZE), for trying pools.
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      PROVIDERS_MODE: 'sandbox',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      TRUST_PROXY: 'true',
    }),
  );
}
