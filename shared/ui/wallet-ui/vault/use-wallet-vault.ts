import type { SyncStorage } from '@ferry/shared/platform';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  createWalletVault,
  EMPTY_VAULT_STATE,
  vaultStorageFrom,
  type WalletPublicData,
  type WalletVault,
  type WalletVaultState,
} from '../../../wallet/vault/index';
import { useLocalStore } from '../../shell/local-store-context';
import { useSession } from '../../shell/session/session-context';

/**
 * Where each account's vault lives in the device's local storage: `ferry.wallet.<user uuid>.vault`.
 * Keyed by the Ferry account (not the display mode) so two people signing in on one device never
 * see each other's wallets. Deliberately outside the messenger prefix that logout wipes: the
 * encrypted keys may be the only copy, and a logout must never destroy funds.
 */
export const walletVaultKey = (userId: string) => `ferry.wallet.${userId}.vault`;

// One vault per storage and account for the whole visit, so every screen sees the same state.
const vaults = new WeakMap<SyncStorage, Map<string, WalletVault>>();

/** The account's vault over `storage`, made on first use and shared by every wallet screen. */
export function vaultFor(storage: SyncStorage, userId: string): WalletVault {
  let byUser = vaults.get(storage);
  if (!byUser) {
    byUser = new Map();
    vaults.set(storage, byUser);
  }
  let vault = byUser.get(userId);
  if (!vault) {
    vault = createWalletVault(vaultStorageFrom(storage), { storageKey: walletVaultKey(userId) });
    byUser.set(userId, vault);
  }
  return vault;
}

export interface WalletVaultView {
  vault: WalletVault | null;
  state: WalletVaultState;
  /** The wallet the screens act on (the vault's active one), or null when there is none. */
  active: WalletPublicData | null;
}

/** The signed-in account's wallets: the vault to act on and its state, re-rendering on change. */
export function useWalletVault(): WalletVaultView {
  // The app's local storage (the same one the session keys live in); the key name is not used.
  const { storage } = useLocalStore('profile');
  const userId = useSession((state) => state.user?.uuid ?? null);
  const vault = useMemo(() => (userId ? vaultFor(storage, userId) : null), [storage, userId]);
  const subscribe = useCallback(
    (listener: () => void) => (vault ? vault.subscribe(() => listener()) : () => undefined),
    [vault],
  );
  const state = useSyncExternalStore(subscribe, () => vault?.read() ?? EMPTY_VAULT_STATE);
  // With wallets but no active one recorded (an older state), the first is the one shown.
  const active = useMemo(
    () =>
      (state.wallets.find((wallet) => wallet.publicData.id === state.activeWalletId) ?? state.wallets[0])
        ?.publicData ?? null,
    [state],
  );
  return { vault, state, active };
}
