import { create } from 'zustand';
import type { ReauthAction } from '../../wallet-ui/wallet-paths';

interface RevealedPhrase {
  /** The phrase unlocked after re-authentication, for one wallet and one action; memory only. */
  revealed: { walletId: string; action: ReauthAction; mnemonic: string[] } | null;
  reveal(walletId: string, action: ReauthAction, mnemonic: string[]): void;
  forget(): void;
}

/** Hands an unlocked phrase from the password screen to the one screen that shows it. */
export const useRevealedPhrase = create<RevealedPhrase>()((set) => ({
  revealed: null,
  reveal: (walletId, action, mnemonic) => set({ revealed: { walletId, action, mnemonic } }),
  forget: () => set({ revealed: null }),
}));
