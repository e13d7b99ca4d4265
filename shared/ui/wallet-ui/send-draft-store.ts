import { create } from 'zustand';

/**
 * The transfer being entered, kept across the send steps (and back). Public data only: where to,
 * which token, how much, the comment. Nothing secret ever goes here.
 */
interface SendDraftState {
  to: string;
  comment: string;
  /** Set when the comment is a memo the recipient needs (a deposit to Ferry): it cannot be edited. */
  isCommentLocked: boolean;
  tokenSlug: string | null;
  /** The amount as typed, in the user's locale. */
  amount: string;
  setRecipient(to: string, comment: string, isCommentLocked?: boolean): void;
  setComment(comment: string): void;
  setToken(tokenSlug: string): void;
  setAmount(amount: string): void;
  reset(): void;
}

const EMPTY = { to: '', comment: '', isCommentLocked: false, tokenSlug: null, amount: '' } as const;

export const useSendDraftStore = create<SendDraftState>()((set) => ({
  ...EMPTY,
  setRecipient: (to, comment, isCommentLocked = false) => set({ to, comment, isCommentLocked }),
  setComment: (comment) => set((state) => (state.isCommentLocked ? state : { comment })),
  setToken: (tokenSlug) => set({ tokenSlug }),
  setAmount: (amount) => set({ amount }),
  reset: () => set(EMPTY),
}));
