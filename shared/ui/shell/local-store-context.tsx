import type { SyncStorage } from '@ferry/shared/platform';
import { createContext, type ReactNode, useContext } from 'react';
import { useDisplayMode } from './display-mode-context';
import { type SessionKeyName, sessionStorageKey } from './storage-keys';

const LocalStoreContext = createContext<SyncStorage | null>(null);

export function LocalStoreProvider({ storage, children }: { storage: SyncStorage; children: ReactNode }) {
  return <LocalStoreContext.Provider value={storage}>{children}</LocalStoreContext.Provider>;
}

/**
 * The device's synchronous local storage (the spec's "local storage" entries: the OTP resend
 * delay, the profile choice), with the key for `name` in the current mode.
 */
export function useLocalStore(name: SessionKeyName): { storage: SyncStorage; key: string } {
  const storage = useContext(LocalStoreContext);
  const mode = useDisplayMode();
  if (!storage) throw new Error('useLocalStore needs a <LocalStoreProvider> above it');
  return { storage, key: sessionStorageKey(mode, name) };
}
