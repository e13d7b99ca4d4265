import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { createTransferLock } from './transfer-lock';

const WALLET = Address.parseRaw(`0:${'11'.repeat(32)}`);
const OTHER = Address.parseRaw(`0:${'22'.repeat(32)}`);

describe('the transfer lock', () => {
  it('hands a wallet to waiting sends one at a time, first come first served', async () => {
    const lock = createTransferLock();
    const order: string[] = [];
    const first = lock.acquire(WALLET);
    const second = lock.take(WALLET.toString(), { waitMs: 1_000 }).then((release) => {
      order.push('second');
      return release;
    });
    const third = lock.take(WALLET, { waitMs: 1_000 }).then((release) => {
      order.push('third');
      return release;
    });
    // Another wallet is not held up, and the held wallet refuses an immediate taker.
    (await lock.take(OTHER, { waitMs: 0 }))();
    expect(() => lock.acquire(WALLET)).toThrow(expect.objectContaining({ code: 'TRANSFER_IN_PROGRESS' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    first();
    first(); // a second release of the same turn changes nothing
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(lock.isHeld(WALLET)).toBe(false);
  });

  it('refuses a send whose turn does not come in time, and leaves the queue behind it working', async () => {
    const lock = createTransferLock();
    const held = lock.acquire(WALLET);
    await expect(lock.take(WALLET, { waitMs: 5 })).rejects.toMatchObject({ code: 'TRANSFER_IN_PROGRESS' });
    const later = lock.take(WALLET, { waitMs: 1_000 });
    held();
    (await later)();
    expect(lock.isHeld(WALLET)).toBe(false);
  });
});
