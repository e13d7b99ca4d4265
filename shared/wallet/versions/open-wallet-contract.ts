import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { createWalletContractV4R1 } from './wallet-contract-v4r1';
import { type DerivableWalletVersion, MAINNET_GLOBAL_ID, type WalletVersion } from './wallet-versions';

export type WalletContract = WalletContractV3R1 | WalletContractV3R2 | WalletContractV4 | WalletContractV5R1;

export class UnsupportedWalletVersionError extends Error {
  constructor(readonly version: string) {
    super(`Wallet version ${version} cannot be derived from a key`);
    this.name = 'UnsupportedWalletVersionError';
  }
}

function toKeyBuffer(publicKey: Uint8Array | string): Buffer {
  const buffer = typeof publicKey === 'string' ? Buffer.from(publicKey, 'hex') : Buffer.from(publicKey);
  if (buffer.length !== 32) throw new TypeError('A wallet public key is 32 bytes');
  return buffer;
}

/**
 * The wallet contract of `publicKey` at `version` on the basechain, with the default sub-wallet
 * (698983191 for v3/v4; for v5R1 the client context on network -239). LockupV1 throws
 * `UnsupportedWalletVersionError` (see wallet-versions.ts).
 */
export function openWalletContract(publicKey: Uint8Array | string, version: WalletVersion): WalletContract {
  const key = toKeyBuffer(publicKey);
  const workchain = 0;
  switch (version as DerivableWalletVersion | 'LockupV1') {
    case 'v3R1':
      return WalletContractV3R1.create({ workchain, publicKey: key });
    case 'v3R2':
      return WalletContractV3R2.create({ workchain, publicKey: key });
    case 'v4R1':
      return createWalletContractV4R1({ workchain, publicKey: key });
    case 'v4R2':
      return WalletContractV4.create({ workchain, publicKey: key });
    case 'v5R1':
      return WalletContractV5R1.create({
        publicKey: key,
        walletId: {
          networkGlobalId: MAINNET_GLOBAL_ID,
          context: { walletVersion: 'v5r1', workchain, subwalletNumber: 0 },
        },
      });
    default:
      throw new UnsupportedWalletVersionError(version);
  }
}

/** The wallet's address in user-friendly non-bounceable form (`UQ…`), as wallets show it. */
export function walletAddress(publicKey: Uint8Array | string, version: WalletVersion): string {
  return openWalletContract(publicKey, version).address.toString({ bounceable: false, urlSafe: true });
}

/** The raw form `0:<hex>` (the tonapi wire form). */
export function walletRawAddress(publicKey: Uint8Array | string, version: WalletVersion): string {
  return openWalletContract(publicKey, version).address.toRawString();
}
