import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabaseUrl, loadConfig, type RunningServer, startServer } from '@ferry/server';

export interface ApiTestServer {
  server: RunningServer;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The real server on a free loopback port with a data folder of its own, serving no front end
 * (the API, the bridge and the local TON chain only); on a database of its own beside
 * `DATABASE_URL` when it is set.
 */
export async function startApiTestServer(
  name: string,
  settings: Record<string, string> = {},
): Promise<ApiTestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `ferry-${name}-`));
  const database = await createTestDatabaseUrl();
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      MINIAPP_DIST_DIR: '/nonexistent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...settings,
    }),
  );
  return {
    server,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database.dispose();
    },
  };
}
