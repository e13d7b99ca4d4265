import type { VaultStorage } from './vault-types';

/** A Web Storage (localStorage, the account-scoped storage) as a VaultStorage. */
export function vaultStorageFrom(storage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}): VaultStorage {
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
  };
}

/** An in-memory VaultStorage (tests, or a visit where storage is refused). */
export function createMemoryVaultStorage(initial?: Record<string, string>): VaultStorage {
  const values = new Map(Object.entries(initial ?? {}));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}
