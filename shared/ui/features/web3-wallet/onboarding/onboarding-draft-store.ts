import { create } from 'zustand';

export type OnboardingKind = 'create' | 'import';

interface OnboardingDraft {
  kind: OnboardingKind | null;
  /**
   * The new or imported recovery phrase, held in memory only for the few screens that need it
   * (never in storage, the URL or the query cache); gone on reload and once the flow ends.
   */
  mnemonic: string[] | null;
  /** The words were checked at random positions (create) or typed by the owner (import). */
  isBackedUp: boolean;
  /** Set once the vault holds the wallet; the password stays only until biometry is decided. */
  saved: { walletId: string; password: string } | null;
  begin(kind: OnboardingKind, mnemonic: string[]): void;
  markBackedUp(): void;
  markSaved(walletId: string, password: string): void;
  /** Forgets the password once nothing left in the flow needs it. */
  dropPassword(): void;
  clear(): void;
}

const EMPTY = { kind: null, mnemonic: null, isBackedUp: false, saved: null } as const;

/** The wallet being created or imported, between its screens. */
export const useOnboardingDraft = create<OnboardingDraft>()((set) => ({
  ...EMPTY,
  begin: (kind, mnemonic) => set({ ...EMPTY, kind, mnemonic, isBackedUp: kind === 'import' }),
  markBackedUp: () => set({ isBackedUp: true }),
  markSaved: (walletId, password) => set({ saved: { walletId, password }, mnemonic: null }),
  dropPassword: () => set((state) => ({ saved: state.saved ? { ...state.saved, password: '' } : null })),
  clear: () => set(EMPTY),
}));
