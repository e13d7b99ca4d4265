import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { startServer } from './start-server';

const MAIN = path.join(import.meta.dirname, 'main.ts');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function testConfig() {
  // Port 0: the system picks a free one. DATABASE_URL, when CI sets it, is honoured.
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
  });
}

describe('startServer', () => {
  it('serves, stops cleanly and keeps its data for the next start', async () => {
    const first = await startServer(testConfig());
    const health = (await (await fetch(`${first.url}/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
    const before = (await (await fetch(`${first.url}/api/client/v1/currencies`)).json()) as {
      currencies: unknown[];
    };
    await first.stop();
    await expect(fetch(`${first.url}/health`)).rejects.toThrow();

    const second = await startServer(testConfig());
    const after = (await (await fetch(`${second.url}/api/client/v1/currencies`)).json()) as {
      currencies: unknown[];
    };
    expect(after.currencies).toEqual(before.currencies);
    await second.stop();
  });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runMain(environment: Record<string, string>, onOutput?: (text: string, kill: () => void) => void) {
  return new Promise<Exit>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the server process', () => {
  it('exits with 1 and one plain message on bad configuration', async () => {
    const exit = await runMain({ PORT: 'eighty', LOG_LEVEL: 'shouty' });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim()).toBe(
      'Invalid configuration:\n  PORT: Invalid input: expected number, received NaN\n  LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
    );
  });

  it('shuts down gracefully on SIGTERM with exit code 0', async () => {
    let wasSignalled = false;
    const exit = await runMain(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: process.env.DATABASE_URL ?? '',
      },
      (text, kill) => {
        if (!wasSignalled && text.includes('"msg":"listening"')) {
          wasSignalled = true;
          kill();
        }
      },
    );
    expect(exit.stdout).toContain('"msg":"shutting down"');
    expect(exit.code).toBe(0);
  }, 60_000);
});
