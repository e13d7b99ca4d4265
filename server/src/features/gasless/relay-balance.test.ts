import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address, beginCell, internal, storeMessageRelaxed, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createLogger } from '../../logging/logger';
import { createSandboxRates } from '../../providers/rates/sandbox-rates';
import { createLocalTonChain } from '../../providers/ton-chain/local-ton-chain';
import type { TonChain } from '../../providers/ton-chain/ton-chain';
import { createFreeUses } from './free-uses';
import { GaslessRefusal } from './gasless-refusal';
import type { GaslessSettings } from './relay-deps';
import { createGaslessRelay } from './relay-service';
import { createRelayWallet } from './relay-wallet';

// The relay watches its own TON: under its floor it refills from the local faucet, and when it
// cannot, it stops making offers (503 GASLESS_UNAVAILABLE) instead of sending what it cannot pay.

const SETTINGS: GaslessSettings = { freePerMonth: 3, marginPercent: 20, minRelayTon: 5_000_000_000n };
let dataDir: string;
let chain: TonChain;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-relay-'));
  chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await chain?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

function relayOver(chainOf: () => Promise<TonChain>, seed: number) {
  const wallet = createRelayWallet(keyPairFromSeed(Buffer.alloc(32, seed)));
  const relay = createGaslessRelay({
    chain: chainOf,
    relay: async () => wallet,
    freeUses: createFreeUses(database.db, SETTINGS.freePerMonth),
    rates: createSandboxRates(),
    nowMs: () => Date.now(),
    settings: SETTINGS,
    logger: createLogger('silent'),
  });
  return { relay, wallet };
}

describe('the relay’s TON balance', () => {
  it('refills an empty relay to ten times its floor on the local chain', async () => {
    const { relay, wallet } = relayOver(async () => chain, 31);
    expect((await chain.getAccount(wallet.address)).balance).toBe(0n);
    const balance = await relay.watchBalance();
    expect(balance).toBe(SETTINGS.minRelayTon * 10n);
    // Above its floor the watch does nothing.
    expect(await relay.watchBalance()).toBe(balance);
  });

  it('refuses to make offers when it is under its floor and cannot refill', async () => {
    const broke: TonChain = {
      ...chain,
      faucet: async () => {
        throw new Error('the faucet is dry');
      },
    };
    const { relay } = relayOver(async () => broke, 32);
    await expect(relay.watchBalance()).rejects.toThrow('dry');
    const user = createRelayWallet(keyPairFromSeed(Buffer.alloc(32, 33)));
    await chain.faucet({ to: user.address, amount: 10_000_000n, jetton: 'USDT' });
    const [holding] = await chain.getJettonBalances(user.address);
    const config = await relay.config();
    const refusal = await relay
      .estimate(config.gas_jettons[0]?.master_id ?? '', {
        wallet_address: user.address.toRawString(),
        wallet_public_key: keyPairFromSeed(Buffer.alloc(32, 33)).publicKey.toString('hex'),
        messages: [{ boc: transferBoc(holding?.wallet_address.address ?? '', user.address) }],
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GaslessRefusal);
    expect(refusal).toMatchObject({ status: 503, code: 'GASLESS_UNAVAILABLE' });
  });
});

function transferBoc(jettonWallet: string, owner: Address): string {
  const body = beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(1, 64)
    .storeCoins(1_000_000n)
    .storeAddress(owner)
    .storeAddress(owner)
    .storeBit(false)
    .storeCoins(1n)
    .storeBit(false)
    .endCell();
  const message = internal({ to: Address.parse(jettonWallet), value: toNano('0.05'), body });
  return beginCell().store(storeMessageRelaxed(message)).endCell().toBoc().toString('hex');
}
