import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { findFreePort } from './support/free-port';
import { TEST_BOT_TOKEN } from './support/telegram-mock';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Workers load this file again: the port and data folder chosen by the main process travel to
// them through the environment, so every process talks to the same server.
process.env.FERRY_E2E_PORT ??= String(await findFreePort());
process.env.FERRY_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ferry-e2e-'));
const PORT = process.env.FERRY_E2E_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Writes docs/screenshots only when asked: FERRY_SCREENSHOTS=1 pnpm --filter @ferry/tests e2e. */
const isTakingScreenshots = process.env.FERRY_SCREENSHOTS === '1';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // CI runs these on two shared cores after twenty minutes of other suites: a screen that boots in
  // 2 s on a quiet machine can take 10 there. The waits are generous so that only a screen that
  // never comes fails, and one retry in CI keeps a lone load race from failing the run; a test
  // that passes only on its retry is still named in the summary (.ci/test-all.mjs) as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser downloads are never used here.
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // Accounts the other tests lean on (the mini-app's Telegram user, past the terms).
      name: 'setup',
      testMatch: /\.setup\.ts$/,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /screenshots[-\w]*\.spec\.ts/,
      dependencies: ['setup'],
    },
    ...(isTakingScreenshots
      ? [
          {
            name: 'screenshots',
            use: { ...devices['Desktop Chrome'], channel: undefined },
            testMatch: /screenshots[-\w]*\.spec\.ts/,
            dependencies: ['setup'],
          },
        ]
      : []),
  ],
  webServer: {
    // The real product: builds web and mini-app when their sources changed, then serves both and the API.
    command: 'pnpm start',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/health`,
    env: {
      PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.FERRY_E2E_DATA_DIR,
      PUBLIC_URL: BASE_URL,
      // The server checks the mini-app's init data with the test bot's token; it never polls Telegram.
      BOT_TOKEN: TEST_BOT_TOKEN,
      // Its username, as a deployment sets it: the links into the bot and the mini-app are built from it.
      BOT_USERNAME: 'ferry_bot',
      MINIAPP_SHORT_NAME: 'app',
      BOT_POLLING: 'false',
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (support/test.ts), so per-address limits hold per test.
      TRUST_PROXY: 'true',
      // The merchants' webhook receivers in the tests listen on 127.0.0.1 (pay-frame-web.spec.ts).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
