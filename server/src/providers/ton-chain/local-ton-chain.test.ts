import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address, toNano } from '@ton/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestWallet, jettonTransferBody } from '../../test-support/ton-wallets';
import { createLocalTonChain } from './local-ton-chain';
import { type CommittedTrace, type TonChain, TonChainRejection } from './ton-chain';

const dirs: string[] = [];
const chains: TonChain[] = [];

async function openChain(dir?: string) {
  const dataDir = dir ?? (await mkdtemp(path.join(tmpdir(), 'ton-chain-')));
  if (!dir) dirs.push(dataDir);
  const chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  chains.push(chain);
  return { chain, dataDir };
}

afterEach(async () => {
  for (const chain of chains.splice(0)) await chain.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const other = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

describe('local TON chain', () => {
  it('runs client-signed v5R1 and v4R2 transfers, refuses a replay, and keeps everything across a restart', async () => {
    const { chain, dataDir } = await openChain();
    const committed: CommittedTrace[] = [];
    chain.onCommitted((trace) => committed.push(trace));

    const wallets: Address[] = [];
    for (const version of ['v5r1', 'v4r2'] as const) {
      const wallet = createTestWallet(version);
      wallets.push(wallet.address);
      await chain.faucet({ to: wallet.address, amount: toNano('5') });
      expect((await chain.getAccount(wallet.address)).status).toBe('uninit');
      expect(await chain.getSeqno(wallet.address)).toBe(0);

      const before = (await chain.getAccount(wallet.address)).balance;
      const boc = wallet.transfer({ seqno: 0, to: other, value: toNano('1'), body: 'hello' });
      const { eventId, messageHash } = await chain.sendExternal(boc);
      const after = await chain.getAccount(wallet.address);
      expect(after.status).toBe('active');
      expect(after.is_wallet).toBe(true);
      expect(await chain.getSeqno(wallet.address)).toBe(1);
      expect(await chain.getPublicKey(wallet.address)).toMatch(/^[0-9a-f]{64}$/);

      const event = await chain.getEvent(messageHash);
      expect(event?.event_id).toBe(eventId);
      const transfer = event?.actions.find((action) => action.type === 'TonTransfer');
      expect(transfer?.status).toBe('ok');
      expect(transfer?.TonTransfer).toMatchObject({
        amount: Number(toNano('1')),
        comment: 'hello',
        sender: { address: wallet.address.toRawString(), is_wallet: true },
        recipient: { address: other.toRawString() },
      });
      const flow = event?.value_flow.find((entry) => entry.account.address === wallet.address.toRawString());
      expect(flow?.ton).toBe(Number(after.balance - before));
      expect(flow?.fees).toBeGreaterThan(0);

      // The same message again: seqno already used.
      const replay = await chain.sendExternal(boc).catch((error: unknown) => error);
      expect(replay).toBeInstanceOf(TonChainRejection);
      expect((replay as TonChainRejection).reason).toBe('SEQNO');
      expect((replay as TonChainRejection).exitCode).toBe(version === 'v5r1' ? 133 : 33);

      const history = await chain.getEvents(wallet.address, { limit: 10 });
      expect(history.map((item) => item.event_id)).toEqual([eventId, expect.any(String)]);
    }
    const height = chain.committedCount();
    expect(height).toBe(4);
    expect(committed.map((trace) => trace.height)).toEqual([1, 2, 3, 4]);
    const otherBalance = (await chain.getAccount(other)).balance;
    // Two transfers of 1 TON, less storage fees for the time between them.
    expect(otherBalance).toBeGreaterThan(toNano('1.99'));
    const otherHistory = await chain.getEvents(other, { limit: 10 });
    await chain.close();

    const reopened = await openChain(dataDir);
    expect(reopened.chain.committedCount()).toBe(height);
    expect((await reopened.chain.getAccount(other)).balance).toBe(otherBalance);
    expect(await reopened.chain.getEvents(other, { limit: 10 })).toEqual(otherHistory);
    expect(reopened.chain.usdtMaster.equals(chain.usdtMaster)).toBe(true);
    for (const wallet of wallets) {
      expect(await reopened.chain.getSeqno(wallet)).toBe(1);
      expect((await reopened.chain.getEvents(wallet, { limit: 10 })).length).toBe(2);
    }
    // The chain goes on from where it stopped: a new trace is the next height.
    await reopened.chain.faucet({ to: other, amount: toNano('1') });
    expect(reopened.chain.committedCount()).toBe(height + 1);
  });

  it('moves USDT between wallets, emulates without changing state, and refuses a bad signature', async () => {
    const { chain } = await openChain();
    const alice = createTestWallet('v5r1');
    const bob = createTestWallet('v4r2');
    await chain.faucet({ to: alice.address, amount: toNano('3') });
    const funded = await chain.faucet({
      to: alice.address,
      amount: 25_000_000n,
      jetton: 'USDT',
      comment: 'memo-1',
    });
    const fundedEvent = await chain.getEvent(funded.eventId);
    expect(fundedEvent?.actions.map((action) => action.type)).toContain('JettonTransfer');

    const [balance] = await chain.getJettonBalances(alice.address);
    expect(balance?.balance).toBe('25000000');
    expect(balance?.jetton).toMatchObject({
      symbol: 'USD₮',
      decimals: 6,
      address: chain.usdtMaster.toRawString(),
    });
    const aliceJettonWallet = Address.parseRaw(balance?.wallet_address.address ?? '');

    const boc = alice.transfer({
      seqno: 0,
      to: aliceJettonWallet,
      value: toNano('0.1'),
      bounce: true,
      body: jettonTransferBody({
        to: bob.address,
        responseTo: alice.address,
        amount: 5_000_000n,
        comment: 'for bob',
      }),
    });
    const emulated = await chain.emulate(boc, { ignoreSignature: false });
    expect(emulated.actions.find((action) => action.type === 'JettonTransfer')?.JettonTransfer).toMatchObject(
      {
        amount: '5000000',
        comment: 'for bob',
        recipient: { address: bob.address.toRawString() },
      },
    );
    const aliceFlow = emulated.value_flow.find(
      (entry) => entry.account.address === alice.address.toRawString(),
    );
    expect(aliceFlow?.fees).toBeGreaterThan(0);
    expect(aliceFlow?.jettons?.[0]?.quantity).toBe(-5_000_000);
    // Emulation left the chain alone.
    expect(await chain.getSeqno(alice.address)).toBe(0);
    expect((await chain.getJettonBalances(bob.address)).length).toBe(0);

    const forged = alice.transfer({ seqno: 0, to: other, value: 1n, signWith: Buffer.alloc(64, 7) });
    const refused = await chain.sendExternal(forged).catch((error: unknown) => error);
    expect((refused as TonChainRejection).reason).toBe('SIGNATURE');
    // Emulation can skip the signature check (tonapi's ignore_signature_check).
    const unsigned = await chain.emulate(forged, { ignoreSignature: true });
    expect(unsigned.actions.map((action) => action.type)).toContain('TonTransfer');

    await chain.sendExternal(boc);
    expect((await chain.getJettonBalances(bob.address))[0]?.balance).toBe('5000000');
    expect((await chain.getJettonBalances(alice.address))[0]?.balance).toBe('20000000');
    const bobHistory = await chain.getEvents(bob.address, { limit: 5 });
    expect(bobHistory[0]?.actions.find((action) => action.type === 'JettonTransfer')?.status).toBe('ok');
  });

  it('refuses an expired message and bytes that are not a message', async () => {
    const { chain } = await openChain();
    const wallet = createTestWallet('v5r1');
    await chain.faucet({ to: wallet.address, amount: toNano('2') });
    const expired = wallet.transfer({ seqno: 0, to: other, value: 1n, validUntil: chain.now() - 10 });
    const refused = await chain.sendExternal(expired).catch((error: unknown) => error);
    expect((refused as TonChainRejection).reason).toBe('EXPIRED');
    const malformed = await chain.sendExternal(Buffer.from('not a boc')).catch((error: unknown) => error);
    expect((malformed as TonChainRejection).reason).toBe('MALFORMED');
  });
});
