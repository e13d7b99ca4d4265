import { create } from 'zustand';

/** A card typed for this payment; it lives in memory only and is gone on reload. */
export interface NewCard {
  number: string;
  expiry: string;
  cvv: string;
  holder_name: string;
  save: boolean;
}

export type CardChoice = { id: string; label: string } | ({ kind: 'new' } & NewCard);

interface ExchangeCardState {
  card: CardChoice | null;
  setCard(card: CardChoice | null): void;
}

/** The card the exchange is paid with; never persisted (card numbers and CVVs stay in memory). */
export const useExchangeCardStore = create<ExchangeCardState>()((set) => ({
  card: null,
  setCard: (card) => set({ card }),
}));
