import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTonChain } from '../../../providers/ton-chain/local-ton-chain';
import type { CommittedTrace, TonChain } from '../../../providers/ton-chain/ton-chain';
import { tonChainHandleOf } from '../../../providers/ton-chain/ton-chain-handle';
import { createTestWallet, jettonTransferBody } from '../../../test-support/ton-wallets';
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

/** TEP-74 internal_transfer: the message a jetton wallet takes tokens in with. */
const JETTON_INTERNAL_TRANSFER = 0x178d4519;

/**
 * Hashes of the transactions that took a transfer in, as the TON deposit watcher records a deposit
 * (and its PAYIN's `hash`): the recipient's own transaction, or its jetton wallet's internal_transfer.
 */
async function receivingHashes(send: () => Promise<unknown>, takesIn: (trace: CommittedTrace) => string[]) {
  const hashes: string[] = [];
  const stop = chain.onCommitted((trace) => hashes.push(...takesIn(trace)));
  try {
    await send();
  } finally {
    stop();
  }
  return hashes;
}

describe('wallet events on the local chain', () => {
  it('reads a receive and a send (with its network fee) of a wallet, by its public address only', async () => {
    const wallet = createTestWallet('v5r1');
    const stranger = Address.parseRaw(`0:${'cd'.repeat(32)}`);
    await chain.faucet({ to: wallet.address, amount: toNano('5') });
    const takenIn = await receivingHashes(
      () => chain.sendExternal(wallet.transfer({ seqno: 0, to: stranger, value: toNano('1') })),
      (trace) =>
        trace.transactions
          .filter((tx) => tx.account === stranger.toRawString() && tx.inMessage.kind === 'internal')
          .map((tx) => tx.hash),
    );
    expect(takenIn).toHaveLength(1);

    const read = createWalletEventsReader(tonChainHandleOf(chain));
    const address = parseWalletAddress(wallet.address.toString({ bounceable: false }));
    expect(read && address).toBeTruthy();
    const moves = await read?.(address as Address, new Date(Date.now() + 60_000));
    const byDirection = Object.fromEntries((moves ?? []).map((move) => [move.direction, move]));
    expect(byDirection.receive?.amountMinor).toBe(toNano('5'));
    expect(byDirection.receive?.feeMinor).toBe(0n);
    expect(byDirection.send?.amountMinor).toBe(toNano('1'));
    expect(byDirection.send?.feeMinor).toBeGreaterThan(0n);
    // The send names the transaction that took it in: what pairs it with a deposit it paid in.
    expect(byDirection.send?.txHashes).toEqual(takenIn);
    expect(moves).toHaveLength(2);
    // A move after the period's end is left out.
    expect(await read?.(address as Address, new Date(0))).toEqual([]);
  });

  it('reads USD₮ received and sent, and the TON a jetton send cost as a fee move', async () => {
    const wallet = createTestWallet('v5r1');
    const stranger = Address.parseRaw(`0:${'ef'.repeat(32)}`);
    await chain.faucet({ to: wallet.address, amount: toNano('2') });
    await chain.faucet({ to: wallet.address, amount: 30_000_000n, jetton: 'USDT' });
    const [holding] = await chain.getJettonBalances(wallet.address);
    const tonBefore = (await chain.getAccount(wallet.address)).balance;
    const body = jettonTransferBody({ to: stranger, responseTo: wallet.address, amount: 12_000_000n });
    const jettonWallet = Address.parse(holding?.wallet_address.address ?? '');
    const takenIn = await receivingHashes(
      () =>
        chain.sendExternal(
          wallet.transfer({ seqno: 0, to: jettonWallet, value: toNano('0.1'), body, bounce: true }),
        ),
      (trace) =>
        trace.transactions
          .filter(
            (tx) =>
              tx.inMessage.kind === 'internal' &&
              tx.inMessage.op === JETTON_INTERNAL_TRANSFER &&
              tx.account !== jettonWallet.toRawString(),
          )
          .map((tx) => tx.hash),
    );
    expect(takenIn).toHaveLength(1);
    const tonCost = tonBefore - (await chain.getAccount(wallet.address)).balance;

    const read = createWalletEventsReader(tonChainHandleOf(chain));
    const moves = (await read?.(wallet.address, new Date(Date.now() + 60_000))) ?? [];
    const summary = moves.map((move) => [move.direction, move.asset.code, move.amountMinor, move.feeMinor]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['receive', 'TON', toNano('2'), 0n],
        ['receive', 'USDT', 30_000_000n, 0n],
        ['send', 'USDT', 12_000_000n, 0n],
        // The TON the jetton send cost the wallet, to the nanoton: attached minus excess, fees included.
        ['fee', 'TON', 0n, tonCost],
      ]),
    );
    expect(moves).toHaveLength(4);
    const sent = moves.find((move) => move.direction === 'send');
    expect(sent?.txHashes).toEqual(expect.arrayContaining(takenIn));
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
