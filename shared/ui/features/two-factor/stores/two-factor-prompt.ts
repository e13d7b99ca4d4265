import { createStore, type StoreApi } from 'zustand/vanilla';

export interface TwoFactorPromptState {
  isOpen: boolean;
  /** A code was sent and its answer is awaited: the dialog stays open, busy. */
  isChecking: boolean;
  /** The server's code for why the last code was refused (AUTH_2FA_INVALID), shown in the dialog. */
  rejection: string | null;
}

/**
 * The bridge between the API client and the 2FA dialog (spec 001 §8: AUTH_2FA_REQUIRED opens a
 * dialog, then the request is retried). Calls that need a code at the same time share one dialog.
 * The dialog stays open from the first demand until the call is answered, so a wrong code is
 * reported in it and the user types another.
 */
export interface TwoFactorPrompt {
  state: StoreApi<TwoFactorPromptState>;
  /** For the client's `onTwoFactorRequired`: the code the user entered, or null when they cancel. */
  request(rejection?: { code: string }): Promise<string | null>;
  submit(code: string): void;
  cancel(): void;
  /** For the client's `onTwoFactorSettled`: the call is answered, so the dialog closes. */
  close(): void;
}

const CLOSED: TwoFactorPromptState = { isOpen: false, isChecking: false, rejection: null };

export function createTwoFactorPrompt(): TwoFactorPrompt {
  const state = createStore<TwoFactorPromptState>()(() => CLOSED);
  let pending: { promise: Promise<string | null>; resolve(code: string | null): void } | null = null;

  function settle(code: string | null): void {
    const current = pending;
    pending = null;
    current?.resolve(code);
  }

  return {
    state,
    request(rejection) {
      state.setState({ isOpen: true, isChecking: false, rejection: rejection?.code ?? null });
      if (pending) return pending.promise;
      let resolve: (code: string | null) => void = () => undefined;
      const promise = new Promise<string | null>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
      return promise;
    },
    submit(code) {
      if (!pending) return;
      state.setState({ isChecking: true, rejection: null });
      settle(code);
    },
    cancel() {
      state.setState(CLOSED);
      settle(null);
    },
    close() {
      if (pending) return;
      state.setState(CLOSED);
    },
  };
}
