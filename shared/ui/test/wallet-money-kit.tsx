import type { OnScreenMainButton, Platform } from '@ferry/shared/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { render } from '@testing-library/react';
import { Address } from '@ton/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { MainButtonBar } from '../components/main-button-bar';
import { createI18n } from '../i18n/create-i18n';
import { PlatformProvider } from '../platform-hooks/platform-context';
import { createQueryClient } from '../queries/create-query-client';
import type {
  GaslessQuote,
  WalletChain,
  WalletHistoryItem,
  WalletToken,
} from '../wallet-ui/chain/wallet-chain';
import {
  type ActiveWallet,
  type WalletMoney,
  WalletMoneyProvider,
} from '../wallet-ui/chain/wallet-money-context';
import { createTestBrowserPlatform } from './fake-platform';

/** Real, checksummed addresses (friendly non-bounceable), so validation runs as in the app. */
export const WALLET_ADDRESS = new Address(0, Buffer.alloc(32, 7)).toString({ bounceable: false });
export const RECIPIENT = new Address(0, Buffer.alloc(32, 9)).toString({ bounceable: false });
export const USDT_MASTER = new Address(0, Buffer.alloc(32, 3)).toString();

export const TEST_WALLET: ActiveWallet = {
  id: 'wallet-1',
  name: 'Main',
  address: WALLET_ADDRESS,
  publicKey: 'ab'.repeat(32),
  version: 'v5R1',
  preferredDecryptionMethod: 'PASSWORD',
  isReadOnly: false,
};

export function tonToken(balance: bigint): WalletToken {
  return { slug: 'ton', symbol: 'TON', name: 'Toncoin', decimals: 9, balance, image: null, master: null };
}

export function usdtToken(balance: bigint): WalletToken {
  return {
    slug: `jetton-${Address.parse(USDT_MASTER).toRawString()}`,
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    balance,
    image: null,
    master: USDT_MASTER,
  };
}

/** One event of the wallet's history: 1 TON in, final, unless told otherwise. */
export function makeWalletHistoryItem(overrides: Partial<WalletHistoryItem> = {}): WalletHistoryItem {
  return {
    id: 'e1:0',
    hash: 'e1',
    time: 1_764_288_000,
    direction: 'in',
    actionType: 'TonTransfer',
    kind: 'transfer',
    amount: 1_000_000_000n,
    symbol: 'TON',
    decimals: 9,
    counterparty: null,
    comment: null,
    fee: 0n,
    status: 'final',
    ...overrides,
  };
}

/**
 * The relay's offer for one USD₮ transfer: 0.3 USD₮, no free transfers left, good for ten minutes,
 * unless told otherwise.
 */
export function makeGaslessQuote(overrides: Partial<GaslessQuote> = {}): GaslessQuote {
  return {
    commission: 300_000n,
    freeLeft: 0,
    freePerMonth: 3,
    validUntil: Math.floor(Date.now() / 1000) + 600,
    relayParams: { messages: ['relay-signed-by-test'] },
    ...overrides,
  };
}

/**
 * A chain that answers from the given balances and a fixed fee; every method is a spy. With
 * `gasless`, jetton estimates carry that relay offer (TON transfers never do), and they resolve
 * even when the TON balance can't pay, as the core's do.
 */
export function createFakeChain({
  ton,
  jettons = [],
  fee = 5_000_000n,
  gasless = null,
}: {
  ton: bigint;
  jettons?: WalletToken[];
  fee?: bigint;
  gasless?: GaslessQuote | null;
}) {
  return {
    readBalances: vi.fn(async () => ({ ton: tonToken(ton), jettons })),
    readPrices: vi.fn(async () => ({ ton: '2.5' })),
    readHistory: vi.fn(async () => []),
    readEvent: vi.fn(async () => null),
    estimate: vi.fn(async (draft: { token: WalletToken }) => ({
      fee,
      tonAttached: draft.token.master === null ? 0n : 50_000_000n,
      gasless: draft.token.master === null ? null : gasless,
    })),
    send: vi.fn(async () => ({ messageHash: 'ab'.repeat(32) })),
    waitFinal: vi.fn(() => new Promise<'final' | 'failed'>(() => undefined)),
  } satisfies WalletChain;
}

/** Shows where the router went (the screens after the one under test are not rendered). */
function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

interface RenderOptions {
  path: string;
  element: ReactNode;
  money: Partial<WalletMoney> & { chain: WalletChain };
  state?: unknown;
  platform?: Platform;
}

/** One money screen on a memory router with the app's providers and the on-screen main button. */
export function renderWalletScreen({
  path,
  element,
  money,
  state,
  platform = createTestBrowserPlatform(),
}: RenderOptions) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const value: WalletMoney = {
    wallet: TEST_WALLET,
    unlock: vi.fn(async () => ({ secretKey: new Uint8Array(64).fill(1) })),
    canUseBiometry: false,
    ...money,
  };
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <I18nextProvider i18n={createI18n('en')}>
      <AppRoot>
        <PlatformProvider platform={platform}>
          <QueryClientProvider client={queryClient}>
            <WalletMoneyProvider value={value}>
              <RouterProvider router={router} />
              <MainButtonBar button={platform.mainButton as OnScreenMainButton} />
            </WalletMoneyProvider>
          </QueryClientProvider>
        </PlatformProvider>
      </AppRoot>
    </I18nextProvider>,
  );
  return { ...view, router, platform, money: value, queryClient };
}
