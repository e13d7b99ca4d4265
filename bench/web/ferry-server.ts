import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './build-apps';
import { findFreePort } from './free-port';

const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`pnpm start did not answer /health in time:\n${output()}`);
}

/**
 * The real product as people run it: `pnpm start` on a free loopback port with a throw-away
 * DATA_DIR (PGlite, sandbox providers, the built web app with its compression and cache headers).
 */
export async function startFerryServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['start'], {
    cwd: REPO_ROOT,
    // Its own process group, so stopping it stops the node process pnpm started too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      BOT_POLLING: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...extraEnv,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        signal('SIGKILL');
        await exited;
      }
    }
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${dataDir}: ${String(error)}`);
    }
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
