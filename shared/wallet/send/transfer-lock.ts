import { Address } from '@ton/core';
import { WalletError } from '../errors';

/**
 * One transfer at a time per wallet: each transfer signs the wallet's current seqno, so a second
 * one started before the first lands would carry the same seqno and be rejected (or, worse,
 * replace it). A second send is refused until the first is final or expired.
 */
export interface TransferLock {
  /** Takes the wallet's lock or throws TRANSFER_IN_PROGRESS; returns the release function. */
  acquire(walletAddress: Address | string): () => void;
  isHeld(walletAddress: Address | string): boolean;
}

export function createTransferLock(): TransferLock {
  const held = new Set<string>();
  const keyOf = (address: Address | string) =>
    (typeof address === 'string' ? Address.parse(address) : address).toRawString();
  return {
    acquire(walletAddress) {
      const key = keyOf(walletAddress);
      if (held.has(key)) throw new WalletError('TRANSFER_IN_PROGRESS', { wallet: key });
      held.add(key);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        held.delete(key);
      };
    },
    isHeld: (walletAddress) => held.has(keyOf(walletAddress)),
  };
}
