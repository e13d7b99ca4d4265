import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createMemoryVaultStorage,
  createMnemonic,
  createWalletVault,
  openWalletContract,
  scanWalletVersions,
  type TonApiReader,
  walletAddress,
} from '@ferry/shared/wallet';
import { Address, beginCell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { WalletContractV3R2 } from '@ton/ton';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalTonChain } from './local-ton-chain';
import type { TonChain } from './ton-chain';

// The import scan finds funds on a v3R2 and a v5R1 of one phrase on the local
// chain. The reads go through the chain provider in the shapes the /tonapi routes serve.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openChain(): Promise<TonChain> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-scan-'));
  const chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  cleanups.push(
    () => chain.close(),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  return chain;
}

/** The chain provider as the scan's reader (the tonapi client does the same over HTTP). */
function readerOf(chain: TonChain): TonApiReader {
  return {
    getAccount: (address) => chain.getAccount(Address.parse(address)),
    getJettonBalances: (address) => chain.getJettonBalances(Address.parse(address)),
    getAccountEvents: async (address, page) => ({
      events: await chain.getEvents(Address.parse(address), { limit: page.limit }),
    }),
  };
}

describe('import scan on the local chain', () => {
  it('finds the funded v3R2 and v5R1 of one phrase and offers both, the larger first', async () => {
    const chain = await openChain();
    const phrase = await createMnemonic();

    // The phrase as a user would have it: stored in the vault, unlocked with the password.
    const vault = createWalletVault(createMemoryVaultStorage(), { kdfIterations: 10_000 });
    const stored = await vault.addWallet({
      mnemonic: phrase,
      version: 'v5R1',
      name: 'Main',
      password: 'Import-Scan-2026',
    });
    const { keyPair } = await vault.unlock(stored.id, { method: 'PASSWORD', password: 'Import-Scan-2026' });

    const v3r2 = Address.parse(walletAddress(keyPair.publicKey, 'v3R2'));
    const v5r1 = Address.parse(walletAddress(keyPair.publicKey, 'v5R1'));
    expect(v5r1.toString({ bounceable: false })).toBe(stored.address);
    await chain.faucet({ to: v3r2, amount: toNano('3') });
    await chain.faucet({ to: v5r1, amount: toNano('1') });
    await chain.faucet({ to: v5r1, amount: 5_000_000n, jetton: 'USDT' });

    // The old v3R2 also sent once, so it is deployed (active) as a long-used wallet would be.
    const contract = openWalletContract(keyPair.publicKey, 'v3R2');
    expect(contract).toBeInstanceOf(WalletContractV3R2);
    const body = (contract as WalletContractV3R2).createTransfer({
      seqno: 0,
      secretKey: keyPair.secretKey,
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      messages: [internal({ to: v5r1, value: toNano('0.5'), bounce: false })],
    });
    const message = external({ to: contract.address, init: contract.init, body });
    await chain.sendExternal(beginCell().store(storeMessage(message)).endCell().toBoc());

    const scan = await scanWalletVersions(keyPair.publicKey, readerOf(chain));

    expect(scan.suggested).toEqual(['v3R2', 'v5R1']);
    const [first, second, ...rest] = scan.versions;
    expect(first).toMatchObject({
      version: 'v3R2',
      outcome: 'ok',
      status: 'active',
      hasFunds: true,
      hasHistory: true,
    });
    expect(first?.balance).toBeGreaterThan(toNano('2.4'));
    expect(first?.balance).toBeLessThan(toNano('2.5'));
    expect(second).toMatchObject({
      version: 'v5R1',
      outcome: 'ok',
      status: 'uninit',
      hasFunds: true,
      hasHistory: true,
    });
    // 1 + 0.5 TON, plus the jetton transfer's forward amount (a nanoton or so).
    expect(second?.balance).toBeGreaterThanOrEqual(toNano('1.5'));
    expect(second?.balance).toBeLessThan(toNano('1.51'));
    expect(second?.jettons).toEqual([
      {
        master: chain.usdtMaster.toString({ bounceable: true }),
        symbol: expect.any(String),
        balance: 5_000_000n,
      },
    ]);
    // Never deployed nor funded (the sandbox may answer uninit or nonexist for such an address).
    expect(rest.map((entry) => [entry.version, entry.hasFunds, entry.hasHistory])).toEqual([
      ['v4R2', false, false],
      ['v4R1', false, false],
      ['v3R1', false, false],
    ]);
    for (const entry of rest) expect(['nonexist', 'uninit']).toContain(entry.status);
  }, 60_000);

  it('a phrase never used on the chain is offered as v5R1 only', async () => {
    const chain = await openChain();
    const phrase = await createMnemonic();
    const vault = createWalletVault(createMemoryVaultStorage(), { kdfIterations: 10_000 });
    const stored = await vault.addWallet({
      mnemonic: phrase,
      version: 'v5R1',
      name: 'Fresh',
      password: 'Import-Scan-2026',
    });
    const scan = await scanWalletVersions(stored.publicKey, readerOf(chain));
    expect(scan.suggested).toEqual(['v5R1']);
    expect(
      scan.versions.every((entry) => entry.outcome === 'ok' && !entry.hasFunds && !entry.hasHistory),
    ).toBe(true);
  }, 60_000);
});
