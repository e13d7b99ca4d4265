import { createStore, type StoreApi } from 'zustand/vanilla';

export interface TwoFactorPromptState {
  isOpen: boolean;
}

/**
 * The bridge between the API client and the 2FA dialog (spec 001 §8: AUTH_2FA_REQUIRED opens a
 * dialog, then the request is retried). Calls that need a code at the same time share one dialog.
 */
export interface TwoFactorPrompt {
  state: StoreApi<TwoFactorPromptState>;
  /** For the client's `onTwoFactorRequired`: the code the user entered, or null when they cancel. */
  request(): Promise<string | null>;
  submit(code: string): void;
  cancel(): void;
}

export function createTwoFactorPrompt(): TwoFactorPrompt {
  const state = createStore<TwoFactorPromptState>()(() => ({ isOpen: false }));
  let pending: { promise: Promise<string | null>; resolve(code: string | null): void } | null = null;

  function settle(code: string | null): void {
    const current = pending;
    pending = null;
    state.setState({ isOpen: false });
    current?.resolve(code);
  }

  return {
    state,
    request() {
      if (pending) return pending.promise;
      let resolve: (code: string | null) => void = () => undefined;
      const promise = new Promise<string | null>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
      state.setState({ isOpen: true });
      return promise;
    },
    submit: (code) => settle(code),
    cancel: () => settle(null),
  };
}
