import { beginCell, contractAddress } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { mnemonicToKeyPair } from '../keys/mnemonic';
import {
  openWalletContract,
  UnsupportedWalletVersionError,
  walletAddress,
  walletRawAddress,
} from './open-wallet-contract';
import {
  KNOWN_PHRASE,
  KNOWN_PHRASE_ADDRESSES,
  KNOWN_PHRASE_PUBLIC_KEY as KNOWN_PUBLIC_KEY,
  KNOWN_PHRASE_SECRET_KEY as KNOWN_SECRET_KEY,
} from './wallet-test-vectors';
import { DERIVABLE_WALLET_VERSIONS, type DerivableWalletVersion } from './wallet-versions';

/**
 * Published vectors from implementations other than @ton/ton, written here literally so any drift
 * in code cells, sub-wallet ids or data layout fails the build.
 */

// tonweb's wallet tests (src/contract/wallet/wallet-contract.test.ts): key pair from the seed
// bytes 1…9,1…9,1…9,1…5; basechain addresses.
const TONWEB_SEED = Buffer.from([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5,
]);
const TONWEB_VECTORS: [DerivableWalletVersion, string][] = [
  ['v3R1', 'UQDBk9eyBPS8hRgkiia-_fcI7RvTFeaSJe-kU3Uu9Vk0iMRt'],
  ['v3R2', 'UQCU89Iml8w3kH99CfW6C0cN78h3AqGuOYs3CK-5fdfagR6C'],
  ['v4R1', 'UQBvyw32ljifmyOUweifrTOlL6-nxrvsevTDzK0gCj4vd4Ir'],
  ['v4R2', 'UQAXQH-lFETZ9KncaE4qs0XVTAYMMC2AGSKPNKhvt_Do45ym'],
];

// The public key used by @ton/ton's own specs and by two Swift SDKs (TonSwift tests; the
// "Contracts" package's WalletsTests, which gives the v5R1 mainnet address). Bounceable forms as
// published.
const SWIFT_PUBLIC_KEY = '5754865e86d0ade1199301bbb0319a25ed6b129c4b0a57f28f62449b3df9c522';
const SWIFT_VECTORS: [DerivableWalletVersion, string][] = [
  ['v3R1', 'EQBJp7j5N40GXJbAqFSnfTV1Af4ZTyHIMpRbKcudNhWJbbNO'],
  ['v3R2', 'EQA0D_5WdusaCB-SpnoE6l5TzdBmgOkzTcXrdh0px6g3zJSk'],
  ['v4R2', 'EQDnBF4JTFKHTYjulEJyNd4dstLGH1m51UrLdu01_tw4z2Au'],
];
const SWIFT_V5R1_NON_BOUNCEABLE = 'UQBiUbwjoB56b7CYtoiPnY5vPh2Fwjva6jEPBhqnttjQKpce';

// Code hashes every explorer shows for these contracts on mainnet.
const CODE_HASHES: Record<DerivableWalletVersion, string> = {
  v3R1: 'b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581',
  v3R2: '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599',
  v4R1: '64dd54805522c5be8a9db59cea0105ccf0d08786ca79beb8cb79e880a8d7322d',
  v4R2: 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
  v5R1: '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
};

/**
 * A second derivation path: the initial data written by hand from each contract's storage layout
 * (not through @ton/ton's wrappers), with the code cell whose hash is checked above.
 */
function handBuiltData(version: DerivableWalletVersion, publicKey: Buffer) {
  const subwallet = 698_983_191; // the default wallet id on the basechain
  switch (version) {
    case 'v3R1':
    case 'v3R2':
      return beginCell().storeUint(0, 32).storeUint(subwallet, 32).storeBuffer(publicKey).endCell();
    case 'v4R1':
    case 'v4R2':
      return beginCell()
        .storeUint(0, 32)
        .storeUint(subwallet, 32)
        .storeBuffer(publicKey)
        .storeBit(0)
        .endCell();
    case 'v5R1': {
      // wallet_id = network_global_id XOR context; client context: 1 bit flag, wc int8, version 8, counter 15
      const context = beginCell().storeUint(1, 1).storeInt(0, 8).storeUint(0, 8).storeUint(0, 15).endCell();
      const walletId = (-239 ^ context.beginParse().loadInt(32)) | 0;
      return beginCell()
        .storeBit(1) // signature auth allowed
        .storeUint(0, 32) // seqno
        .storeInt(walletId, 32)
        .storeBuffer(publicKey)
        .storeBit(0) // no extensions
        .endCell();
    }
  }
}

describe('wallet addresses', () => {
  it.each(TONWEB_VECTORS)('%s matches tonweb’s published address', (version, expected) => {
    const { publicKey } = keyPairFromSeed(TONWEB_SEED);
    expect(walletAddress(publicKey, version)).toBe(expected);
  });

  it.each(SWIFT_VECTORS)('%s matches the Swift SDKs’ published address', (version, expected) => {
    expect(openWalletContract(SWIFT_PUBLIC_KEY, version).address.toString()).toBe(expected);
  });

  it('v5R1 (network -239) matches the published non-bounceable address', () => {
    expect(walletAddress(SWIFT_PUBLIC_KEY, 'v5R1')).toBe(SWIFT_V5R1_NON_BOUNCEABLE);
  });

  it('the known phrase gives the published key pair', async () => {
    const keyPair = await mnemonicToKeyPair(KNOWN_PHRASE);
    expect(keyPair.secretKey.toString('hex')).toBe(KNOWN_SECRET_KEY);
    expect(keyPair.publicKey.toString('hex')).toBe(KNOWN_PUBLIC_KEY);
  });

  it.each(DERIVABLE_WALLET_VERSIONS)('the known phrase’s %s address', async (version) => {
    const keyPair = await mnemonicToKeyPair(KNOWN_PHRASE);
    const address = walletAddress(keyPair.publicKey, version);
    expect(address).toBe(KNOWN_PHRASE_ADDRESSES[version]);
    expect(address.startsWith('UQ')).toBe(true);
  });

  it.each(DERIVABLE_WALLET_VERSIONS)('%s: code hash and a hand-built state init agree', (version) => {
    const publicKey = Buffer.from(KNOWN_PUBLIC_KEY, 'hex');
    const contract = openWalletContract(publicKey, version);
    expect(contract.init.code.hash().toString('hex')).toBe(CODE_HASHES[version]);
    const data = handBuiltData(version, publicKey);
    expect(data.hash().toString('hex')).toBe(contract.init.data.hash().toString('hex'));
    const address = contractAddress(0, { code: contract.init.code, data });
    expect(address.toString({ bounceable: false })).toBe(KNOWN_PHRASE_ADDRESSES[version]);
  });

  it('gives the raw form for the tonapi wire', () => {
    expect(walletRawAddress(SWIFT_PUBLIC_KEY, 'v4R2')).toBe(
      '0:e7045e094c52874d88ee94427235de1db2d2c61f59b9d54acb76ed35fedc38cf',
    );
  });

  it('refuses LockupV1 (its address needs the lockup config, not only the key)', () => {
    expect(() => walletAddress(SWIFT_PUBLIC_KEY, 'LockupV1')).toThrow(UnsupportedWalletVersionError);
  });

  it.each(['', 'abcd', 'zz'.repeat(32)])('refuses a malformed public key %j', (key) => {
    expect(() => walletAddress(key, 'v5R1')).toThrow(TypeError);
  });
});
