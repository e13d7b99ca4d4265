import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'violations');

describe('boundary check', () => {
  it('finds no forbidden import in the workspace', () => {
    expect(checkBoundaries(REPO_ROOT)).toEqual([]);
  });

  // A tree of deliberate violations: each must be caught, and only those.
  const found = checkBoundaries(FIXTURE).map((violation) => `${violation.file} ${violation.specifier}`);

  it.each([
    ['shared/domain/uses-react.ts', 'react', 'the domain importing React'],
    ['shared/domain/reads-clock.ts', 'Date.now(', 'the domain reading the clock'],
    ['shared/domain/random-id.ts', 'Math.random(', 'the domain drawing random numbers'],
    ['shared/contracts/points-upwards.ts', '../api/client', 'contracts importing the api layer'],
    ['shared/api/reexports-ui.ts', '../ui/screen', 'api re-exporting the ui layer'],
    ['shared/ui/uses-sdk.tsx', '@telegram-apps/sdk-react', 'shared screens touching the Telegram SDK'],
    ['server/src/imports-ui.ts', '@ferry/shared/ui', 'the server importing screens'],
    ['server/src/deep-import.ts', '@ferry/shared/domain/money/decimal', 'a deep import'],
    ['server/src/dynamic-import.ts', '@ferry/shared/platform', 'a dynamic import of a forbidden layer'],
    ['web/src/uses-sdk.ts', '@telegram-apps/sdk-react', 'the web touching the Telegram SDK'],
    ['web/src/reaches-into-miniapp.ts', '../../miniapp/src/start', 'one app importing another'],
    ['bot/src/imports-dist.ts', '@ferry/shared/dist/domain', 'a dist import'],
    ['locales/src/imports-domain.ts', '@ferry/shared/domain', 'locales importing anything'],
    // Front-end layers inside shared/ui.
    [
      'shared/ui/features/wallet/imports-another-feature.ts',
      '../exchange/api/use-swap-quote',
      'a front-end feature importing another feature',
    ],
    [
      'shared/ui/features/wallet/send/confirm/imports-sibling-deep.ts',
      '../../../wallet-home/history/use-wallet-events',
      "a deep file of one feature importing another feature's deep file",
    ],
    [
      'shared/ui/features/wallet/imports-app.ts',
      '../../app/wallet-path',
      'a front-end feature importing the app',
    ],
    [
      'shared/ui/shell/imports-feature.ts',
      '../features/wallet/wallet-store',
      'the shell importing a feature',
    ],
    ['shared/ui/shell/imports-app.ts', '../app/routes', 'the shell importing the app'],
    [
      'shared/ui/components/imports-shell.tsx',
      '../shell/session/session-context',
      'a component importing the shell',
    ],
    [
      'shared/ui/layout/imports-feature.tsx',
      '../features/profile/components/profile-switch',
      'the layout importing a feature',
    ],
    // The wallet's features share a core below them.
    [
      'shared/ui/wallet-ui/imports-feature.ts',
      '../features/wallet/wallet-store',
      'the wallet core importing a feature',
    ],
    [
      'shared/ui/layout/imports-wallet-core.tsx',
      '../wallet-ui/wallet-paths',
      'the layout importing the wallet core',
    ],
    // Server layers
    [
      'server/src/ledger/imports-feature.ts',
      '../features/alpha/alpha.service',
      'the server core importing a feature',
    ],
    [
      'server/src/features/alpha/imports-beta.ts',
      '../beta/beta.repo',
      "a feature importing another feature's files",
    ],
    // The core's order and who owns each table.
    [
      'server/src/ledger/imports-money-operations.ts',
      '../money-operations/money-transaction',
      'a core folder importing one above it (a cycle)',
    ],
    [
      'server/src/features/alpha/reads-beta-table.ts',
      'merchant_webhook_messages',
      "a feature reading another feature's table",
    ],
    [
      'server/src/features/alpha/writes-beta-table-sql.ts',
      'payment_orders',
      "a feature writing another feature's table in SQL",
    ],
    [
      'server/src/features/alpha/uses-beta-schema.ts',
      'wallet_transfers',
      "a feature typing another feature's table",
    ],
    ['server/src/ledger/reads-feature-table.ts', 'push_tokens', "the core reading a feature's table"],
    // Stylesheets have owners too.
    [
      'shared/ui/features/wallet/imports-exchange-styles.ts',
      '../../styles/exchange-form.css',
      "a front-end feature importing another feature's stylesheet",
    ],
  ])('catches %s (%s: %s)', (file, specifier) => {
    expect(found).toContain(`${file} ${specifier}`);
  });

  it('reports nothing else (allowed imports, comments and spec files pass)', () => {
    expect(found).toHaveLength(30);
    expect(
      found.some((line) => line.includes('allowed') || line.includes('commented') || line.includes('.spec.')),
    ).toBe(false);
  });
});
