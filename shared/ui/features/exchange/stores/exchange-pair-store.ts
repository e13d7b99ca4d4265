import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EXCHANGE_DRAFT_KEY } from '../../../shell/storage-keys';

export type PairSide = 'from' | 'to';

export function isPairSide(value: unknown): value is PairSide {
  return value === 'from' || value === 'to';
}

/** Where the exchanged money goes when it leaves Ferry: a typed requisite or a saved one. */
export type ExchangeRequisite =
  | { kind: 'saved'; id: string; value: string; network: string | null; memo: string | null }
  | { kind: 'new'; value: string; network: string | null; memo: string | null; save: boolean };

interface ExchangePairState {
  /** The currency the user pays. */
  from: string;
  /** The currency the user gets. */
  to: string;
  /** The amount as typed on the side the user edits (the other side comes from the quote). */
  amount: string;
  /** Which side's amount the user typed; the quote computes the other one. */
  amountSide: PairSide;
  /** How the user pays and receives ('balance' is the Ferry balance); null lets the form choose. */
  fromPayway: string | null;
  toPayway: string | null;
  /** The crypto network of a side (null for fiat, or the currency's first network). */
  fromNetwork: string | null;
  toNetwork: string | null;
  /** A wallet pay (Apple, Google, Samsung Pay) the card is paid with, where the browser has it. */
  walletPay: 'apple_pay' | 'google_pay' | 'samsung_pay' | null;
  /** Where the money is paid out when `toPayway` is not the balance. */
  requisite: ExchangeRequisite | null;
  setAmount(amount: string, side?: PairSide): void;
  /** Choosing on one side the code already on the other swaps them, so the pair never collapses. */
  choose(side: PairSide, code: string): void;
  setPair(from: string, to: string): void;
  setPayway(
    side: PairSide,
    payway: string | null,
    network?: string | null,
    walletPay?: ExchangePairState['walletPay'],
  ): void;
  setRequisite(requisite: ExchangeRequisite | null): void;
  swap(): void;
}

/** The landing's defaults: pay in euros, get USDT. */
export const DEFAULT_PAIR = { from: 'EUR', to: 'USDT' } as const;

/** An amount a newcomer might start with, inside the card pay-in limits of every fiat. */
export const DEFAULT_AMOUNT = '100';

/** Everything a fresh exchange starts with (tests reset to it). */
export const EXCHANGE_DRAFT_DEFAULTS = {
  ...DEFAULT_PAIR,
  amount: DEFAULT_AMOUNT,
  amountSide: 'from' as PairSide,
  fromPayway: null,
  toPayway: null,
  fromNetwork: null,
  toNetwork: null,
  walletPay: null,
  requisite: null,
} satisfies Partial<ExchangePairState>;

// A new pair or payway makes the chosen payways and requisite meaningless for it.
const PAYWAYS_RESET = {
  fromPayway: null,
  toPayway: null,
  fromNetwork: null,
  toNetwork: null,
  walletPay: null,
  requisite: null,
};

/**
 * The exchange the user is putting together. It lives in the tab's session storage so that a
 * visitor who signs in on Continue (or reloads) comes back to the same values; card details are
 * never kept here.
 */
export const useExchangePairStore = create<ExchangePairState>()(
  persist(
    (set) => ({
      ...EXCHANGE_DRAFT_DEFAULTS,
      setAmount: (amount, side) => set((state) => ({ amount, amountSide: side ?? state.amountSide })),
      choose: (side, code) =>
        set((state) => {
          const other: PairSide = side === 'from' ? 'to' : 'from';
          if (state[side] === code) return state;
          if (state[other] === code) return { [side]: code, [other]: state[side], ...PAYWAYS_RESET };
          return { [side]: code, ...PAYWAYS_RESET };
        }),
      setPair: (from, to) =>
        set((state) => (state.from === from && state.to === to ? state : { from, to, ...PAYWAYS_RESET })),
      setPayway: (side, payway, network = null, walletPay = null) =>
        set(
          side === 'from'
            ? { fromPayway: payway, fromNetwork: network, walletPay }
            : { toPayway: payway, toNetwork: network, requisite: null },
        ),
      setRequisite: (requisite) => set({ requisite }),
      swap: () =>
        set((state) => ({
          from: state.to,
          to: state.from,
          amountSide: state.amountSide === 'from' ? 'to' : 'from',
          ...PAYWAYS_RESET,
        })),
    }),
    {
      name: EXCHANGE_DRAFT_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({
        from: state.from,
        to: state.to,
        amount: state.amount,
        amountSide: state.amountSide,
        fromPayway: state.fromPayway,
        toPayway: state.toPayway,
        fromNetwork: state.fromNetwork,
        toNetwork: state.toNetwork,
        walletPay: state.walletPay,
        requisite: state.requisite,
      }),
    },
  ),
);

/** Back to a fresh exchange (after it was placed, and between tests). */
export function resetExchangeDraft() {
  useExchangePairStore.setState(EXCHANGE_DRAFT_DEFAULTS);
}
