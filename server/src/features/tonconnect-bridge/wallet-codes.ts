import type { Cell, Slice } from '@ton/core';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

/** Wallet versions whose state init ton_proof accepts; the code decides where the key is in the data. */
export type ProofWalletVersion = 'v3R1' | 'v3R2' | 'v4R1' | 'v4R2' | 'v5R1';

// Any key builds the same code cell; only the data differs between wallets.
const ANY_KEY = Buffer.alloc(32);
/**
 * @ton/ton has no v4R1 contract, so its code is known by the hash every indexer lists for it
 * (tonapi, tongo, the TON node's wallet table); its data has the v4 layout.
 */
const V4R1_CODE_HASH = '64dd54805522c5be8a9db59cea0105ccf0d08786ca79beb8cb79e880a8d7322d';

const CODE_HASHES: ReadonlyMap<string, ProofWalletVersion> = new Map([
  [WalletContractV3R1.create({ workchain: 0, publicKey: ANY_KEY }).init.code.hash().toString('hex'), 'v3R1'],
  [WalletContractV3R2.create({ workchain: 0, publicKey: ANY_KEY }).init.code.hash().toString('hex'), 'v3R2'],
  [V4R1_CODE_HASH, 'v4R1'],
  [WalletContractV4.create({ workchain: 0, publicKey: ANY_KEY }).init.code.hash().toString('hex'), 'v4R2'],
  [WalletContractV5R1.create({ publicKey: ANY_KEY }).init.code.hash().toString('hex'), 'v5R1'],
]);

/** The version of a known wallet code, or null for any other contract. */
export function walletVersionOf(code: Cell): ProofWalletVersion | null {
  return CODE_HASHES.get(code.hash().toString('hex')) ?? null;
}

/**
 * The public key a wallet's initial data holds: after seqno and subwallet id in v3/v4
 * (`seqno:uint32 subwallet:uint32 key:bits256`), after the signature flag, seqno and wallet id
 * in v5R1 (`is_signature_allowed:bit seqno:uint32 wallet_id:uint32 key:bits256`).
 */
export function publicKeyOf(version: ProofWalletVersion, data: Cell): Buffer {
  const slice: Slice = data.beginParse();
  if (version === 'v5R1') slice.skip(1);
  slice.skip(64);
  return slice.loadBuffer(32);
}
