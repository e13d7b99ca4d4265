import type { DisplayMode } from '../domain/index';
import { createStorageTokenStore, type KeyValueStorage } from './storage-token-store';
import type { TokenStore, Tokens } from './token-store';

/**
 * The tokens of one session, kept in two slots (spec 001 §3, §4): a sign-in lands in the
 * temporary slot, and moves to the full one once no consent is owed (or the terms are accepted).
 * The API client signs with whichever slot holds the session, and a refresh stays in that slot.
 */
export interface SessionTokenStore extends TokenStore {
  /** Stores a new session; a temporary one replaces any full session and waits to be promoted. */
  save(tokens: Tokens, options: { isTemporary: boolean }): void;
  /** Moves a temporary session into the full slot. */
  promote(): void;
  isTemporary(): boolean;
}

export function createSessionTokenStore(storage: KeyValueStorage, mode: DisplayMode): SessionTokenStore {
  const full = createStorageTokenStore(storage, mode);
  const temporary = createStorageTokenStore(storage, mode, { isTemporary: true });

  function isTemporary(): boolean {
    return full.read() === null && temporary.read() !== null;
  }

  function save(tokens: Tokens, options: { isTemporary: boolean }): void {
    const [target, other] = options.isTemporary ? [temporary, full] : [full, temporary];
    other.clear();
    target.write(tokens);
  }

  return {
    read: () => full.read() ?? temporary.read(),
    write(tokens) {
      save(tokens, { isTemporary: isTemporary() });
    },
    clear() {
      full.clear();
      temporary.clear();
    },
    save,
    promote() {
      const tokens = temporary.read();
      if (tokens) save(tokens, { isTemporary: false });
    },
    isTemporary,
  };
}
