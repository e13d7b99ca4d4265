import { beginCell } from '@ton/core';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import { publicKeyOf, walletVersionOf } from './wallet-codes';

const KEY = Buffer.from('5f'.repeat(32), 'hex');

describe('wallet codes for ton_proof', () => {
  it.each([
    ['v3R1', WalletContractV3R1.create({ workchain: 0, publicKey: KEY }).init],
    ['v3R2', WalletContractV3R2.create({ workchain: 0, publicKey: KEY }).init],
    ['v4R2', WalletContractV4.create({ workchain: 0, publicKey: KEY }).init],
    ['v5R1', WalletContractV5R1.create({ publicKey: KEY }).init],
  ] as const)('knows %s and reads its key from the initial data', (version, init) => {
    expect(walletVersionOf(init.code)).toBe(version);
    expect(publicKeyOf(version, init.data).equals(KEY)).toBe(true);
  });

  it('matches the code hashes the chain knows these wallets by', () => {
    // Published code hashes (tonapi, tongo): a changed @ton/ton build would show here.
    expect(WalletContractV4.create({ workchain: 0, publicKey: KEY }).init.code.hash().toString('hex')).toBe(
      'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
    );
    expect(WalletContractV5R1.create({ publicKey: KEY }).init.code.hash().toString('hex')).toBe(
      '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
    );
  });

  it('knows no other contract', () => {
    expect(walletVersionOf(beginCell().storeUint(1, 8).endCell())).toBeNull();
  });
});
