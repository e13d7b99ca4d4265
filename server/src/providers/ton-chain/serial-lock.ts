/**
 * One writer at a time: the sandbox chain is a single in-memory state and every send, faucet,
 * emulation and save reads or changes it, so they run strictly one after another.
 */
export interface SerialLock {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSerialLock(): SerialLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const next = tail.then(work, work);
      // The chain continues whether this work failed or not; the caller sees its own outcome.
      tail = next.catch(() => undefined);
      return next;
    },
  };
}
