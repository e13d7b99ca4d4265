import { describe, expect, expectTypeOf, it } from 'vitest';
import { scanWalletVersions, type TonApiReader } from './import-scan';
import type { TonApiClient } from './tonapi/tonapi-client';
import { walletRawAddress } from './versions/open-wallet-contract';
import { KNOWN_PHRASE_ADDRESSES, KNOWN_PHRASE_PUBLIC_KEY } from './versions/wallet-test-vectors';
import type { DerivableWalletVersion } from './versions/wallet-versions';

const USDT = '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe';

interface FakeAccount {
  balance?: bigint;
  status?: string;
  jettons?: bigint;
  events?: number;
  fails?: boolean;
}

/** A reader over a table keyed by version; unknown addresses are empty, like tonapi's nonexist. */
function fakeReader(accounts: Partial<Record<DerivableWalletVersion, FakeAccount>>) {
  const byRaw = new Map<string, FakeAccount>();
  for (const [version, account] of Object.entries(accounts)) {
    byRaw.set(walletRawAddress(KNOWN_PHRASE_PUBLIC_KEY, version as DerivableWalletVersion), account);
  }
  const asked: string[] = [];
  const find = (address: string) => {
    asked.push(address);
    const account = byRaw.get(address) ?? {};
    if (account.fails) throw new Error('tonapi down');
    return account;
  };
  const reader: TonApiReader = {
    getAccount: async (address) => {
      const account = find(address);
      return { balance: String(account.balance ?? 0n), status: account.status ?? 'nonexist' };
    },
    getJettonBalances: async (address) => {
      const account = find(address);
      return account.jettons === undefined
        ? []
        : [{ balance: account.jettons, jetton: { address: USDT, symbol: 'USD₮' } }];
    },
    getAccountEvents: async (address) => ({ events: Array.from({ length: find(address).events ?? 0 }) }),
  };
  return { reader, asked };
}

describe('scanWalletVersions', () => {
  it('the tonapi client can be passed as the reader', () => {
    expectTypeOf<TonApiClient>().toExtend<TonApiReader>();
  });

  it.each<
    [
      string,
      Partial<Record<DerivableWalletVersion, FakeAccount>>,
      DerivableWalletVersion[],
      DerivableWalletVersion[],
    ]
  >([
    [
      'a fresh phrase: only v5R1 is offered, v5R1 listed first',
      {},
      ['v5R1'],
      ['v5R1', 'v4R2', 'v4R1', 'v3R2', 'v3R1'],
    ],
    [
      'funds on v3R2 and v5R1: both offered, the larger balance first',
      {
        v3R2: { balance: 5_000_000_000n, status: 'active', events: 3 },
        v5R1: { balance: 2_000_000_000n, status: 'uninit', events: 1 },
      },
      ['v3R2', 'v5R1'],
      ['v3R2', 'v5R1', 'v4R2', 'v4R1', 'v3R1'],
    ],
    [
      'jettons only count as funds',
      { v4R2: { jettons: 10_000_000n, status: 'active', events: 2 } },
      ['v4R2'],
      ['v4R2', 'v5R1', 'v4R1', 'v3R2', 'v3R1'],
    ],
    [
      'an emptied wallet with history is offered after the funded one',
      {
        v3R1: { balance: 0n, status: 'active', events: 7 },
        v5R1: { balance: 1n, status: 'active', events: 1 },
      },
      ['v5R1', 'v3R1'],
      ['v5R1', 'v3R1', 'v4R2', 'v4R1', 'v3R2'],
    ],
    [
      'a zero jetton balance is not funds; events alone are history',
      { v4R1: { jettons: 0n, events: 1 } },
      ['v4R1'],
      ['v4R1', 'v5R1', 'v4R2', 'v3R2', 'v3R1'],
    ],
  ])('%s', async (_label, accounts, suggested, order) => {
    const { reader } = fakeReader(accounts);
    const scan = await scanWalletVersions(KNOWN_PHRASE_PUBLIC_KEY, reader);
    expect(scan.suggested).toEqual(suggested);
    expect(scan.versions.map((entry) => entry.version)).toEqual(order);
    for (const entry of scan.versions) expect(entry.address).toBe(KNOWN_PHRASE_ADDRESSES[entry.version]);
  });

  it('reads every derivable version by its raw address (never LockupV1)', async () => {
    const { reader, asked } = fakeReader({});
    await scanWalletVersions(KNOWN_PHRASE_PUBLIC_KEY, reader);
    const unique = new Set(asked);
    expect(unique.size).toBe(5);
    for (const address of unique) expect(address).toMatch(/^0:[0-9a-f]{64}$/);
  });

  it('reports balances and jettons', async () => {
    const { reader } = fakeReader({ v3R2: { balance: 7n, jettons: 3n, status: 'active', events: 1 } });
    const [first] = (await scanWalletVersions(KNOWN_PHRASE_PUBLIC_KEY, reader)).versions;
    expect(first).toMatchObject({
      version: 'v3R2',
      outcome: 'ok',
      status: 'active',
      balance: 7n,
      hasFunds: true,
      hasHistory: true,
      jettons: [{ symbol: 'USD₮', balance: 3n, master: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs' }],
    });
  });

  it('a version whose reads fail is marked failed, not silently empty', async () => {
    const { reader } = fakeReader({ v4R2: { fails: true }, v5R1: { balance: 1n, status: 'active' } });
    const scan = await scanWalletVersions(KNOWN_PHRASE_PUBLIC_KEY, reader);
    expect(scan.versions.find((entry) => entry.version === 'v4R2')?.outcome).toBe('failed');
    expect(scan.suggested).toEqual(['v5R1']);
  });
});
