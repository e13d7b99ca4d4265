import { Address } from '@ton/core';
import { WalletError } from '../errors';

/**
 * One transfer at a time per wallet: each transfer signs the wallet's current seqno, so a second
 * one signed before the first lands would carry the same seqno and be rejected (or, worse,
 * replace it). The lock is held from reading the seqno until the transfer is final or expired.
 * Every send of a wallet takes the same lock: the wallet's own send and TON Connect's
 * sendTransaction alike (one lock per page, handed to both; see docs/decisions.md).
 */
export interface TransferLock {
  /** Takes the wallet's lock at once or throws TRANSFER_IN_PROGRESS; returns the release function. */
  acquire(walletAddress: Address | string): () => void;
  /**
   * Waits its turn (first come, first served) for up to `waitMs`, then takes the lock; throws
   * TRANSFER_IN_PROGRESS when the wallet's earlier transfers are still not final by then. Two sends
   * at once so both go out, one seqno after the other, instead of one being refused.
   */
  take(walletAddress: Address | string, options: { waitMs: number }): Promise<() => void>;
  isHeld(walletAddress: Address | string): boolean;
}

interface Waiter {
  grant: () => void;
}

export function createTransferLock(): TransferLock {
  const held = new Set<string>();
  const queues = new Map<string, Waiter[]>();
  const keyOf = (address: Address | string) =>
    (typeof address === 'string' ? Address.parse(address) : address).toRawString();

  /** The release of a held lock: hands it to the next waiter, or frees it. Works once. */
  function releaser(key: string): () => void {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const queue = queues.get(key);
      const next = queue?.shift();
      if (queue?.length === 0) queues.delete(key);
      if (next) next.grant();
      else held.delete(key);
    };
  }

  return {
    acquire(walletAddress) {
      const key = keyOf(walletAddress);
      if (held.has(key)) throw new WalletError('TRANSFER_IN_PROGRESS', { wallet: key });
      held.add(key);
      return releaser(key);
    },
    take(walletAddress, { waitMs }) {
      const key = keyOf(walletAddress);
      if (!held.has(key)) {
        held.add(key);
        return Promise.resolve(releaser(key));
      }
      return new Promise((resolve, reject) => {
        const queue = queues.get(key) ?? [];
        queues.set(key, queue);
        const waiter: Waiter = {
          grant: () => {
            clearTimeout(timer);
            resolve(releaser(key));
          },
        };
        const timer = setTimeout(
          () => {
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            if (queue.length === 0 && queues.get(key) === queue) queues.delete(key);
            reject(new WalletError('TRANSFER_IN_PROGRESS', { wallet: key }));
          },
          Math.max(0, waitMs),
        );
        queue.push(waiter);
      });
    },
    isHeld: (walletAddress) => held.has(keyOf(walletAddress)),
  };
}
