import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, startServer } from '@ferry/server';
import { findFreePort } from '../web/free-port';

export interface InProcessServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The server in this process on PGlite in a throw-away DATA_DIR, with sandbox providers, serving
 * the built apps, and checking init data with `botToken` (the bot runs beside it, polling off).
 */
export async function startInProcessServer(botToken: string): Promise<InProcessServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-first-value-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  try {
    const server = await startServer(
      loadConfig({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        BOT_TOKEN: botToken,
        BOT_POLLING: 'false',
        PROVIDERS_MODE: 'sandbox',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      }),
    );
    return {
      baseUrl,
      async stop() {
        await server.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
