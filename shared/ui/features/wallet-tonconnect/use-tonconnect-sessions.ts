import type { SyncStorage } from '@ferry/shared/platform';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TonConnectSession, TonConnectSessionStore } from '../../../wallet/tonconnect/tonconnect-api';
import {
  createTonConnectSessionStore,
  tonConnectSessionsKey,
} from '../../../wallet/tonconnect/tonconnect-sessions';
import { useLocalStore } from '../../shell/local-store-context';
import { useSession } from '../../shell/session/session-context';

// One store per storage and account for the visit: its subscribers hear every change, whichever
// screen (or the app-wide listener) made it.
const stores = new WeakMap<SyncStorage, Map<string, TonConnectSessionStore>>();

/** The account's TON Connect sessions over `storage` (beside its vault), made on first use. */
export function sessionStoreFor(storage: SyncStorage, userId: string): TonConnectSessionStore {
  let byUser = stores.get(storage);
  if (!byUser) {
    byUser = new Map();
    stores.set(storage, byUser);
  }
  let store = byUser.get(userId);
  if (!store) {
    store = createTonConnectSessionStore(storage, tonConnectSessionsKey(userId));
    byUser.set(userId, store);
  }
  return store;
}

const NO_SESSIONS: TonConnectSession[] = [];

export interface TonConnectSessionsView {
  /** Null while nobody is signed in. */
  store: TonConnectSessionStore | null;
  sessions: TonConnectSession[];
}

/** The signed-in account's connected dApps, re-rendering on every change. */
export function useTonConnectSessions(): TonConnectSessionsView {
  const { storage } = useLocalStore('profile');
  const userId = useSession((state) => (state.status === 'signed-in' ? (state.user?.uuid ?? null) : null));
  const store = useMemo(() => (userId ? sessionStoreFor(storage, userId) : null), [storage, userId]);
  // `list()` parses storage each time: keep one snapshot per change so React sees a stable value.
  const snapshot = useMemo(() => {
    let current: TonConnectSession[] = store ? store.list() : NO_SESSIONS;
    return {
      subscribe(listener: () => void) {
        if (!store) return () => undefined;
        // Whatever changed before React subscribed is read now; React compares and re-renders.
        current = store.list();
        return store.subscribe(() => {
          current = store.list();
          listener();
        });
      },
      read: () => current,
    };
  }, [store]);
  const subscribe = useCallback((listener: () => void) => snapshot.subscribe(listener), [snapshot]);
  const sessions = useSyncExternalStore(subscribe, snapshot.read);
  return { store, sessions };
}
