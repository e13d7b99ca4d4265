import { z } from 'zod';
import { type DisplayMode, MESSENGER_STORAGE_PREFIX } from '../domain/index';
import { createMemoryTokenStore, type TokenStore, type Tokens } from './token-store';

/** The slice of the Web Storage interface the token store needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that can also list its keys, for wiping a prefix. */
export interface EnumerableStorage extends KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
}

/** Every messenger key starts with this, so logout can wipe them all (the domain's one prefix). */
export const MESSENGER_KEY_PREFIX = MESSENGER_STORAGE_PREFIX;

/**
 * Auth token keys per mode (spec 000 §3, 001 §3: separate for widget and native, plus temporary
 * variants). The pay frame talks to the widget base, so it shares the widget's session.
 *
 * | mode              | key                     | temporary                    |
 * |-------------------|-------------------------|------------------------------|
 * | display           | ferry.auth              | ferry.auth.temp              |
 * | widget, pay-frame | ferry.widget.auth       | ferry.widget.auth.temp       |
 * | native            | ferry.native.auth       | ferry.native.auth.temp       |
 * | messenger         | ferry.messenger.auth    | ferry.messenger.auth.temp    |
 */
const TOKEN_KEY_BY_MODE: Readonly<Record<DisplayMode, string>> = {
  display: 'ferry.auth',
  widget: 'ferry.widget.auth',
  'pay-frame': 'ferry.widget.auth',
  native: 'ferry.native.auth',
  messenger: `${MESSENGER_KEY_PREFIX}auth`,
};

const TEMPORARY_SUFFIX = '.temp';

export function tokenStorageKey(mode: DisplayMode, isTemporary = false): string {
  const key = TOKEN_KEY_BY_MODE[mode];
  return isTemporary ? `${key}${TEMPORARY_SUFFIX}` : key;
}

const storedTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).nullable(),
});

function parseStoredTokens(raw: string | null): Tokens | null {
  if (raw === null) return null;
  try {
    const parsed = storedTokensSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the session under the mode's key. Storage can throw (a sandboxed frame, a full quota);
 * from the first failure on, a memory copy carries the session for the rest of this page.
 */
export function createStorageTokenStore(
  storage: KeyValueStorage,
  mode: DisplayMode,
  options: { isTemporary?: boolean } = {},
): TokenStore {
  const key = tokenStorageKey(mode, options.isTemporary);
  const memory = createMemoryTokenStore();
  let isStorageBroken = false;
  return {
    read() {
      if (isStorageBroken) return memory.read();
      try {
        return parseStoredTokens(storage.getItem(key));
      } catch {
        isStorageBroken = true;
        return memory.read();
      }
    },
    write(tokens) {
      memory.write(tokens);
      if (isStorageBroken) return;
      try {
        storage.setItem(key, JSON.stringify(tokens));
      } catch {
        isStorageBroken = true;
      }
    },
    clear() {
      memory.clear();
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored that we could reach.
      }
    },
  };
}

/** Removes every messenger key (logout in the mini-app). */
export function wipeMessengerKeys(storage: EnumerableStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(MESSENGER_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
