import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: on a 2-core machine that is one worker.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'locales', include: ['locales/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'shared',
          include: ['shared/{domain,contracts,api,wallet,platform}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui',
          include: [
            'shared/ui/**/*.test.{ts,tsx}',
            'web/src/**/*.test.{ts,tsx}',
            'miniapp/src/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['shared/ui/test/wait-longer-on-a-busy-machine.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker: each file imports the whole app, and the PGlite engine
          // and migrated seed load once per worker instead of once per file. Every file builds
          // its own app and database, so no state passes between files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'bot', include: ['bot/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The bot end to end: the Bot API emulator, the real server on PGlite, the bot.
        test: {
          name: 'bot-e2e',
          include: ['tests/bot/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'boundaries', include: ['tests/boundaries/**/*.test.ts'], environment: 'node' },
      },
      {
        // The docs that describe the tree, checked against it.
        test: { name: 'docs', include: ['tests/docs/**/*.test.ts'], environment: 'node' },
      },
      {
        // The first-load size budget's checker on fake builds (the check itself is `pnpm size`).
        test: { name: 'size-budget', include: ['tests/size-budget/**/*.test.ts'], environment: 'node' },
      },
      {
        // Packages together: the bot against a real server (PGlite) and telegram-test-api.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The bank test's checker on synthetic histories (the run itself is `pnpm test:bank`).
        test: { name: 'bank', include: ['tests/bank/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
