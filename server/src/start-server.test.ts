import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { createTestDatabaseUrl, type TestDatabaseUrl } from './db/test-database-url';
import { startServer } from './start-server';
import { startFakeExchange, startFakeTwilio } from './test-support/fake-providers';
import { LIVE_SMS_ACCOUNT, liveEnvironment } from './test-support/live-environment';

const MAIN = path.join(import.meta.dirname, 'main.ts');
let dataDir: string;
let database: TestDatabaseUrl;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-data-'));
  database = await createTestDatabaseUrl();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await database.dispose();
});

function testConfig() {
  // Port 0: the system picks a free one. With DATABASE_URL set, a database of this file's own.
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  });
}

describe('startServer', () => {
  it('serves, stops cleanly and keeps its data for the next start', async () => {
    const first = await startServer(testConfig());
    const health = (await (await fetch(`${first.url}/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
    // The card-details page answers on its own listener, a different origin from the app's.
    expect(new URL(first.cardDetailsOrigin).port).not.toBe(String(first.port));
    const page = await fetch(`${first.cardDetailsOrigin}/card-iframe-stub`);
    expect([page.status, page.headers.get('Content-Security-Policy')]).toEqual([
      200,
      expect.stringContaining('frame-ancestors http://localhost:'),
    ]);
    expect((await fetch(`${first.url}/card-iframe-stub/page.js`)).headers.get('Content-Type')).not.toContain(
      'javascript',
    );
    const before = (await (await fetch(`${first.url}/api/client/v1/currencies`)).json()) as {
      currencies: unknown[];
    };
    await first.stop();
    await expect(fetch(`${first.url}/health`)).rejects.toThrow();
    await expect(fetch(`${first.cardDetailsOrigin}/card-iframe-stub`)).rejects.toThrow();

    const second = await startServer(testConfig());
    const after = (await (await fetch(`${second.url}/api/client/v1/currencies`)).json()) as {
      currencies: unknown[];
    };
    expect(after.currencies).toEqual(before.currencies);
    await second.stop();
    // Two starts on disk, each creating or opening a PGlite data directory: seconds each on a busy machine.
  }, 90_000);

  it('starts in live mode with every provider configured, each reported by /health', async () => {
    const exchange = await startFakeExchange();
    const twilio = await startFakeTwilio(LIVE_SMS_ACCOUNT.sid, LIVE_SMS_ACCOUNT.token);
    const server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        ...liveEnvironment({ rates: exchange.url, sms: twilio.url }),
      }),
    );
    try {
      const health = (await (await fetch(`${server.url}/health`)).json()) as {
        status: string;
        providers: Record<string, string>;
      };
      expect(health.status).toBe('ok');
      expect(health.providers).toMatchObject({ mode: 'live', rates: 'live', sms: 'live', payouts: 'off' });
      expect(Object.values(health.providers)).not.toContain('sandbox');
    } finally {
      await server.stop();
      await exchange.close();
      await twilio.close();
    }
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

  it('refuses live mode without real adapters, naming every missing setting at once', async () => {
    const exit = await runMain({
      PROVIDERS_MODE: 'live',
      SMTP_URL: 'smtp://127.0.0.1:25',
      PROVIDERS_OFF: 'kyc,blik',
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  RATES_API_URL: required when PROVIDERS_MODE=live (rates)',
      '  SMS_API_URL: required when PROVIDERS_MODE=live (sms)',
      '  SMS_ACCOUNT_SID: required when PROVIDERS_MODE=live (sms)',
      '  SMS_AUTH_TOKEN: required when PROVIDERS_MODE=live (sms)',
      '  SMS_FROM: required when PROVIDERS_MODE=live (sms)',
      '  RECAPTCHA_SITE_KEY: required when PROVIDERS_MODE=live (captcha)',
      '  RECAPTCHA_SECRET: required when PROVIDERS_MODE=live (captcha)',
      ...['payouts', 'acquiring', 'bankTransfer', 'monobank', 'cryptoNetworks'].map(
        (provider) =>
          `  PROVIDERS_OFF: ${provider} has no live adapter; add it to PROVIDERS_OFF to run live without it`,
      ),
    ]);
  });

  it('shuts down gracefully on SIGTERM with exit code 0', async () => {
    let wasSignalled = false;
    const exit = await runMain(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: database.url ?? '',
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
