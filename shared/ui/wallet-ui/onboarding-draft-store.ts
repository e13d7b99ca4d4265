import { create } from 'zustand';
import { DEFAULT_WALLET_VERSION, type DerivableWalletVersion } from '../../wallet/versions/index';

export type OnboardingKind = 'create' | 'import';

interface OnboardingDraft {
  kind: OnboardingKind | null;
  /**
   * The new or imported recovery phrase, held in memory only for the few screens that need it
   * (never in storage, the URL or the query cache); gone on reload and once the flow ends.
   */
  mnemonic: string[] | null;
  /** Which wallet versions of the phrase to add: v5R1 for a new one, the funded ones on import. */
  versions: DerivableWalletVersion[];
  /** The words were checked at random positions (create) or typed by the owner (import). */
  isBackedUp: boolean;
  /** Set once the vault holds the wallet; the password stays only until biometry is decided. */
  saved: { walletId: string; password: string } | null;
  begin(kind: OnboardingKind, mnemonic: string[], versions?: DerivableWalletVersion[]): void;
  markBackedUp(): void;
  markSaved(walletId: string, password: string): void;
  /** Forgets the password once nothing left in the flow needs it. */
  dropPassword(): void;
  clear(): void;
}

const EMPTY = {
  kind: null,
  mnemonic: null,
  versions: [DEFAULT_WALLET_VERSION],
  isBackedUp: false,
  saved: null,
};

/** The wallet being created or imported, between its screens. */
export const useOnboardingDraft = create<OnboardingDraft>()((set) => ({
  ...EMPTY,
  begin: (kind, mnemonic, versions = [DEFAULT_WALLET_VERSION]) =>
    set({ ...EMPTY, kind, mnemonic, versions, isBackedUp: kind === 'import' }),
  markBackedUp: () => set({ isBackedUp: true }),
  markSaved: (walletId, password) => set({ saved: { walletId, password }, mnemonic: null }),
  dropPassword: () => set((state) => ({ saved: state.saved ? { ...state.saved, password: '' } : null })),
  clear: () => set(EMPTY),
}));
