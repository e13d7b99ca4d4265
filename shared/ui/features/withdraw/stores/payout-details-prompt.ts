import { type PayoutDetailsDemand, payoutDetailsDemandSchema } from '@ferry/shared/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface PayoutDetailsPromptState {
  /** The details awaiting their one-time confirmation; null while the dialog is closed. */
  demand: PayoutDetailsDemand | null;
}

/**
 * The bridge between the API client and the dialog that confirms new payout details: a payout
 * refused for details never used before opens it; the call is sent again once
 * they are confirmed. Calls refused at the same time share one dialog.
 */
export interface PayoutDetailsPrompt {
  state: StoreApi<PayoutDetailsPromptState>;
  /** For the client's `onPayoutDetailsRequired`: true once confirmed, false when the user gives up. */
  request(demand: { details: unknown }): Promise<boolean>;
  /** The dialog's outcome. */
  finish(isConfirmed: boolean): void;
}

export function createPayoutDetailsPrompt(): PayoutDetailsPrompt {
  const state = createStore<PayoutDetailsPromptState>()(() => ({ demand: null }));
  let pending: { promise: Promise<boolean>; resolve(isConfirmed: boolean): void } | null = null;

  return {
    state,
    request(error) {
      const parsed = payoutDetailsDemandSchema.safeParse(error.details);
      // A demand this client cannot read cannot be confirmed here: the call fails as refused.
      if (!parsed.success) return Promise.resolve(false);
      state.setState({ demand: parsed.data });
      if (pending) return pending.promise;
      let resolve: (isConfirmed: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
      return promise;
    },
    finish(isConfirmed) {
      const current = pending;
      pending = null;
      state.setState({ demand: null });
      current?.resolve(isConfirmed);
    },
  };
}
