import { create } from 'zustand';

export type ConvertSide = 'from' | 'to';

interface ConvertDraftState {
  from: string | null;
  to: string | null;
  /** Which side the user typed: the other side is the quote's answer. */
  side: ConvertSide;
  /** The amount as typed, in the user's locale, on `side`. */
  amount: string;
  setFrom(from: string): void;
  setTo(to: string): void;
  setAmount(side: ConvertSide, amount: string): void;
  reset(): void;
}

const EMPTY = { from: null, to: null, side: 'from', amount: '' } as const;

/** The conversion being entered, kept between the form and the confirm, cleared once done. */
export const useConvertDraftStore = create<ConvertDraftState>()((set) => ({
  ...EMPTY,
  // Another from currency may not convert to the chosen one: the to side is chosen again.
  setFrom: (from) => set((state) => (state.from === from ? state : { from, to: null })),
  setTo: (to) => set({ to }),
  setAmount: (side, amount) => set({ side, amount }),
  reset: () => set(EMPTY),
}));

export function hasConvertInput(state: Pick<ConvertDraftState, 'amount'>): boolean {
  return state.amount.trim() !== '';
}
