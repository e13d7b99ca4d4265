import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTonChain } from '../../../providers/ton-chain/local-ton-chain';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';
import { tonChainHandleOf } from '../../../providers/ton-chain/ton-chain-handle';
import { createTestWallet } from '../../../test-support/ton-wallets';
import { createWalletEventsReader, parseWalletAddress } from './wallet-movements';

let dataDir: string;
let chain: TonChain;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tax-wallet-'));
  chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
});
afterAll(async () => {
  await chain.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('wallet events on the local chain', () => {
  it('reads a receive and a send (with its network fee) of a wallet, by its public address only', async () => {
    const wallet = createTestWallet('v5r1');
    const stranger = Address.parseRaw(`0:${'cd'.repeat(32)}`);
    await chain.faucet({ to: wallet.address, amount: toNano('5') });
    await chain.sendExternal(wallet.transfer({ seqno: 0, to: stranger, value: toNano('1') }));

    const read = createWalletEventsReader(tonChainHandleOf(chain));
    const address = parseWalletAddress(wallet.address.toString({ bounceable: false }));
    expect(read && address).toBeTruthy();
    const moves = await read?.(address as Address, new Date(Date.now() + 60_000));
    const byDirection = Object.fromEntries((moves ?? []).map((move) => [move.direction, move]));
    expect(byDirection.receive?.amountNano).toBe(toNano('5'));
    expect(byDirection.receive?.feeNano).toBe(0n);
    expect(byDirection.send?.amountNano).toBe(toNano('1'));
    expect(byDirection.send?.feeNano).toBeGreaterThan(0n);
    expect(moves).toHaveLength(2);
    // A move after the period's end is left out.
    expect(await read?.(address as Address, new Date(0))).toEqual([]);
  });

  it('has no reader without a local chain, and refuses what is no address', () => {
    expect(
      createWalletEventsReader({
        mode: 'off',
        tonapi: undefined,
        chain: () => Promise.reject(new Error('off')),
      }),
    ).toBeUndefined();
    expect(parseWalletAddress('not-an-address')).toBeUndefined();
  });
});
