import type { SyncStorage } from './web-storage';

/** The slice of Web Storage that can list its keys. */
export interface ListableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/**
 * One device may open the mini-app as several Telegram accounts: the keys under `prefix` are
 * kept per account (`<prefix><account>.<name>`), so no account reads another's session or
 * preferences. Keys outside the prefix pass through unchanged.
 */
export function createAccountScopedStorage(
  storage: SyncStorage,
  prefix: string,
  account: string,
): SyncStorage {
  const scoped = (key: string) =>
    key.startsWith(prefix) ? `${prefix}${account}.${key.slice(prefix.length)}` : key;
  return {
    getItem: (key) => storage.getItem(scoped(key)),
    setItem: (key, value) => storage.setItem(scoped(key), value),
    removeItem: (key) => storage.removeItem(scoped(key)),
  };
}

/** Removes and returns every key that starts with `prefix` (logout wipes them, spec 001 §3). */
export function wipeScopedKeys(storage: ListableStorage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}
