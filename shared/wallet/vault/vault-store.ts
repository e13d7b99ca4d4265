import { VaultError } from './vault-errors';
import { decodeVaultState, EMPTY_VAULT_STATE, encodeVaultState } from './vault-state-codec';
import type { VaultStorage, WalletVaultState } from './vault-types';

/**
 * The vault's state under one storage key: read through a cache of the raw string, written with
 * its listeners told, and changed one at a time, so two quick adds cannot overwrite each other.
 */
export function createVaultStore(storage: VaultStorage, storageKey: string) {
  const listeners = new Set<(state: WalletVaultState) => void>();
  let cachedRaw: string | null | undefined;
  let cachedState: WalletVaultState = EMPTY_VAULT_STATE;
  let corrupt = false;
  let queue: Promise<unknown> = Promise.resolve();

  function read(): WalletVaultState {
    const raw = storage.get(storageKey);
    if (raw === cachedRaw) return cachedState;
    cachedRaw = raw;
    if (raw === null) {
      corrupt = false;
      cachedState = EMPTY_VAULT_STATE;
    } else {
      const decoded = decodeVaultState(raw);
      corrupt = decoded === null;
      cachedState = decoded ?? EMPTY_VAULT_STATE;
    }
    return cachedState;
  }

  /** The state for a change; an unreadable vault is never overwritten (it may hold a phrase). */
  function current(): WalletVaultState {
    const state = read();
    if (corrupt) throw new VaultError('CORRUPT_VAULT');
    return state;
  }

  function write(state: WalletVaultState): void {
    const raw = encodeVaultState(state);
    storage.set(storageKey, raw);
    cachedRaw = raw;
    cachedState = state;
    for (const listener of listeners) listener(state);
  }

  function serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  function subscribe(listener: (state: WalletVaultState) => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return { read, current, write, serialized, subscribe };
}
