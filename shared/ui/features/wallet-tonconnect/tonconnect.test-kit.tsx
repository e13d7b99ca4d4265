import type { OnScreenMainButton, Platform, SyncStorage } from '@ferry/shared/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { cleanup, configure, render } from '@testing-library/react';
import { Address } from '@ton/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createStore } from 'zustand';
import type { TonConnectManifest } from '../../../contracts/tonconnect';
import { createTransferLock } from '../../../wallet/send/transfer-lock';
import type { TonApiClient } from '../../../wallet/tonapi/tonapi-client';
import type {
  TonConnectSession,
  TonConnectSessionStore,
  TransactionReview,
} from '../../../wallet/tonconnect/tonconnect-api';
import {
  createTonConnectWallet,
  type TonConnectSteps,
  type TonConnectWallet,
} from '../../../wallet/tonconnect/tonconnect-wallet';
import { MainButtonBar } from '../../components/main-button-bar';
import { createI18n } from '../../i18n/create-i18n';
import { PlatformProvider } from '../../platform-hooks/platform-context';
import { createQueryClient } from '../../queries/create-query-client';
import { DisplayModeProvider } from '../../shell/display-mode-context';
import { LocalStoreProvider } from '../../shell/local-store-context';
import { SessionProvider } from '../../shell/session/session-context';
import type { SessionStore } from '../../shell/session/session-store';
import { USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage, createTestBrowserPlatform } from '../../test/fake-platform';
import { createFakeChain, TEST_WALLET } from '../../test/wallet-money-kit';
import { type WalletMoney, WalletMoneyProvider } from '../../wallet-ui/chain/wallet-money-context';
import { requestQueueFor } from './request-queue-store';
import { TonConnectProvider } from './tonconnect-context';
import type { TonConnectServices } from './tonconnect-services';
import { sessionStoreFor } from './use-tonconnect-sessions';

export const DAPP_ID = 'd'.repeat(64);

let nextId = 0;
/** A fresh dApp session id: answers are kept once per id for the visit. */
export function freshDappId(): string {
  nextId += 1;
  return nextId.toString(16).padStart(64, '0');
}
export const MANIFEST: TonConnectManifest = {
  url: 'https://dapp.example',
  name: 'Demo dApp',
  iconUrl: 'https://dapp.example/icon.png',
};
export const WALLET_RAW = Address.parse(TEST_WALLET.address).toRawString();

/** A connect link's query as a dApp writes it. */
export function connectSearch({
  proof = false,
  ret = 'back',
  id = DAPP_ID,
}: {
  proof?: boolean;
  ret?: string;
  id?: string;
} = {}) {
  const items: unknown[] = [{ name: 'ton_addr' }];
  if (proof) items.push({ name: 'ton_proof', payload: 'proof-payload' });
  const query = new URLSearchParams({
    v: '2',
    id,
    r: JSON.stringify({ manifestUrl: 'https://dapp.example/tonconnect-manifest.json', items }),
    ret,
  });
  return `?${query.toString()}`;
}

export function sessionOf(sessionId = 'a'.repeat(64)): TonConnectSession {
  return {
    sessionId,
    sessionSecretKey: 'b'.repeat(64),
    appClientId: DAPP_ID,
    manifestUrl: 'https://dapp.example/tonconnect-manifest.json',
    manifest: MANIFEST,
    domain: 'dapp.example',
    wallet: { rawAddress: WALLET_RAW, publicKey: TEST_WALLET.publicKey, version: 'v5R1' },
    connectedAt: Date.UTC(2025, 0, 15),
    lastRequestId: -1,
    nextEventId: 1,
    lastBridgeEventId: null,
  };
}

export const SAFE_REVIEW: TransactionReview = {
  outgoing: [
    {
      symbol: 'TON',
      slug: 'ton',
      amount: 100_000_000n,
      decimals: 9,
      counterparty: new Address(0, Buffer.alloc(32, 9)).toString({ bounceable: false }),
      isUnverified: false,
    },
  ],
  incoming: [],
  fee: 3_000_000n,
  flags: [],
  requiresTypedConfirmation: false,
};

/** The protocol's steps as spies: the manifest is fine, the bridge answers, reviews are safe. */
function fakeSteps() {
  return {
    fetchManifest: vi.fn(async () => ({ status: 'ok' as const, manifest: MANIFEST, domain: 'dapp.example' })),
    approveConnect: vi.fn(async (input) => {
      const session = { ...sessionOf(), appClientId: input.request.id };
      input.store.save(session);
      return session;
    }),
    rejectConnect: vi.fn(async () => undefined),
    listenToApps: vi.fn(),
    answerResult: vi.fn(async () => undefined),
    answerError: vi.fn(async () => undefined),
    disconnectApp: vi.fn(async ({ store, sessionId }) => store.remove(sessionId)),
    acceptDisconnect: vi.fn(async ({ store, request }) => store.remove(request.sessionId)),
    reviewTransaction: vi.fn(async () => SAFE_REVIEW),
    signAndSendTransaction: vi.fn(async () => ({
      boc: 'te6signed',
      messageHash: 'cd'.repeat(32),
      done: Promise.resolve({ outcome: 'confirmed' as const }),
    })),
    signDataRequest: vi.fn(() => ({
      signature: 'c2ln',
      address: WALLET_RAW,
      timestamp: 1,
      domain: 'dapp.example',
      payload: { type: 'text' as const, text: 'hi' },
    })),
  } satisfies TonConnectSteps;
}

/**
 * Services whose TON Connect wallet is the real lifecycle (`createTonConnectWallet`) over spied
 * protocol steps; the spies are on the returned object, e.g. `services.answerError`.
 */
export function createFakeTonConnect(overrides: Partial<TonConnectSteps> = {}) {
  // An override is a vi.fn too: it reads as a spy like the defaults.
  const steps = { ...fakeSteps(), ...overrides } as ReturnType<typeof fakeSteps>;
  const wallets = new WeakMap<TonConnectSessionStore, TonConnectWallet>();
  const services: TonConnectServices = {
    device: { platform: 'browser', appName: 'ferry', appVersion: '1.0.0' },
    walletFor(store) {
      let wallet = wallets.get(store);
      if (!wallet) {
        wallet = createTonConnectWallet({
          env: { bridgeUrl: 'https://ferry.test/bridge' },
          tonapi: {} as TonApiClient,
          store,
          lock: createTransferLock(),
          queue: requestQueueFor(store),
          steps,
        });
        wallets.set(store, wallet);
      }
      return wallet;
    },
  };
  return { ...steps, ...services };
}

function signedInSession(): SessionStore {
  return createStore(() => ({
    status: 'signed-in',
    user: { uuid: USER_ID },
  })) as unknown as SessionStore;
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

interface RenderOptions {
  path: string;
  search?: string;
  state?: unknown;
  element: ReactNode;
  services?: ReturnType<typeof createFakeTonConnect>;
  money?: Partial<WalletMoney>;
  platform?: Platform;
  storage?: SyncStorage;
  /** Whether the active wallet exists (false: a user without a wallet). */
  hasWallet?: boolean;
}

/** One TON Connect screen with the app's providers, a signed-in account and fake services. */
export function renderTonConnectScreen({
  path,
  search = '',
  state,
  element,
  services = createFakeTonConnect(),
  money,
  platform = createTestBrowserPlatform(),
  storage = createMemoryStorage(),
  hasWallet = true,
}: RenderOptions) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const walletMoney: WalletMoney = {
    chain: createFakeChain({ ton: 3_000_000_000n }),
    wallet: hasWallet ? TEST_WALLET : null,
    unlock: vi.fn(async () => ({ secretKey: new Uint8Array(64).fill(1) })),
    canUseBiometry: false,
    ...money,
  };
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: path, search, state }] },
  );
  const store: TonConnectSessionStore = sessionStoreFor(storage, USER_ID);
  const view = render(
    <I18nextProvider i18n={createI18n('en')}>
      <AppRoot>
        <PlatformProvider platform={platform}>
          <DisplayModeProvider mode="display">
            <QueryClientProvider client={queryClient}>
              <LocalStoreProvider storage={storage}>
                <SessionProvider store={signedInSession()}>
                  <WalletMoneyProvider value={walletMoney}>
                    <TonConnectProvider value={services}>
                      <RouterProvider router={router} />
                      <MainButtonBar button={platform.mainButton as OnScreenMainButton} />
                    </TonConnectProvider>
                  </WalletMoneyProvider>
                </SessionProvider>
              </LocalStoreProvider>
            </QueryClientProvider>
          </DisplayModeProvider>
        </PlatformProvider>
      </AppRoot>
    </I18nextProvider>,
  );
  return { ...view, router, platform, services, store, storage, money: walletMoney };
}

/**
 * The TON Connect screens' tests: a longer wait for what the wallet does, and a clean page (and
 * whatever `reset` clears) after each test.
 */
export function setUpTonConnectTests(reset: () => void = () => {}) {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 20_000 });
  afterEach(() => {
    cleanup();
    reset();
  });
}
