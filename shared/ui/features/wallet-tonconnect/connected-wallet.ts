import { Address } from '@ton/core';
import type { ConnectedWallet } from '../../../wallet/tonconnect/tonconnect-api';
import { isWalletVersion } from '../../../wallet/versions/wallet-versions';

/** The active wallet as TON Connect names it (raw address), or null for a view-only wallet. */
export function connectedWalletOf(wallet: {
  address: string;
  publicKey: string;
  version: string;
  isReadOnly: boolean;
}): ConnectedWallet | null {
  if (wallet.isReadOnly || wallet.publicKey === '' || !isWalletVersion(wallet.version)) return null;
  if (wallet.version === 'LockupV1') return null;
  return {
    rawAddress: Address.parse(wallet.address).toRawString(),
    publicKey: wallet.publicKey,
    version: wallet.version,
  };
}

/** The friendly (non-bounceable) form of a raw address, as the wallet screens show addresses. */
export function friendlyAddress(raw: string): string {
  try {
    return Address.parse(raw).toString({ bounceable: false });
  } catch {
    return raw;
  }
}
