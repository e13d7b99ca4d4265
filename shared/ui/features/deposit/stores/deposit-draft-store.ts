import type { Message } from '@ferry/locales';
import { create } from 'zustand';

/** A card as the insert-card step leaves it: a saved one by id, or one typed now. */
export type DraftCard =
  | { kind: 'saved'; id: string; label: string }
  | {
      kind: 'new';
      number: string;
      expiry: string;
      cvv: string;
      holderName: string;
      save: boolean;
    };

/** Where a server's field error belongs: the step that owns the field shows it. */
export type DraftFieldErrors = Partial<
  Record<'amount' | 'convertTo' | 'number' | 'expiry' | 'cvv' | 'holderName', Message>
>;

export interface DepositDraft {
  payway: string;
  currency: string;
  /** As typed, in the user's locale. */
  amountText: string;
  /** The amount as the wire carries it ("12.5"). */
  amount: string;
  /** PAYIN_CONVERT: the balance currency to credit instead; null credits `currency`. */
  convertTo: string | null;
  card: DraftCard | null;
  walletPay: 'apple_pay' | 'google_pay' | 'samsung_pay' | null;
}

interface DepositDraftState {
  draft: DepositDraft | null;
  fieldErrors: DraftFieldErrors;
  setDraft(draft: DepositDraft): void;
  setCard(card: DraftCard | null, walletPay?: DepositDraft['walletPay']): void;
  setFieldErrors(errors: DraftFieldErrors): void;
  clear(): void;
}

/**
 * The deposit being put together across form → insert-card → confirm. Kept in memory only: the
 * card's number and CVV never reach storage, and a reload starts the form again.
 */
export const useDepositDraftStore = create<DepositDraftState>()((set) => ({
  draft: null,
  fieldErrors: {},
  setDraft: (draft) => set({ draft, fieldErrors: {} }),
  setCard: (card, walletPay = null) =>
    set((state) => (state.draft ? { draft: { ...state.draft, card, walletPay }, fieldErrors: {} } : state)),
  setFieldErrors: (fieldErrors) => set({ fieldErrors }),
  clear: () => set({ draft: null, fieldErrors: {} }),
}));
