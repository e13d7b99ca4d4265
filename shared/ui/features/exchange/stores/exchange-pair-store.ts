import { create } from 'zustand';

export type PairSide = 'from' | 'to';

export function isPairSide(value: unknown): value is PairSide {
  return value === 'from' || value === 'to';
}

interface ExchangePairState {
  /** The currency the user pays. */
  from: string;
  /** The currency the user gets. */
  to: string;
  /** The amount to pay as typed (the landing's price is for it); kept across sign-in. */
  amount: string;
  setAmount(amount: string): void;
  /** Choosing on one side the code already on the other swaps them, so the pair never collapses. */
  choose(side: PairSide, code: string): void;
  swap(): void;
}

/** The landing's defaults: pay in euros, get USDT. */
export const DEFAULT_PAIR = { from: 'EUR', to: 'USDT' } as const;

/** An amount a newcomer might start with, inside the card pay-in limits of every fiat. */
export const DEFAULT_AMOUNT = '100';

export const useExchangePairStore = create<ExchangePairState>()((set) => ({
  ...DEFAULT_PAIR,
  amount: DEFAULT_AMOUNT,
  setAmount: (amount) => set({ amount }),
  choose: (side, code) =>
    set((state) => {
      const other: PairSide = side === 'from' ? 'to' : 'from';
      if (state[side] === code) return state;
      if (state[other] === code)
        return { [side]: code, [other]: state[side] } as Pick<ExchangePairState, PairSide>;
      return { [side]: code } as Partial<Pick<ExchangePairState, PairSide>>;
    }),
  swap: () => set((state) => ({ from: state.to, to: state.from })),
}));
