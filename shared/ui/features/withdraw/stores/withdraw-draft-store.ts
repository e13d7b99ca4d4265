import type { Message } from '@ferry/locales';
import type { VerificationLevel } from '@ferry/shared/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { resetOnSignOut } from '../../../shell/session/sign-out-resets';
import { WITHDRAW_DRAFT_KEY } from '../../../shell/storage-keys';

/** The fields of the flow a server answer can point at. */
export type WithdrawField = 'amount' | 'network' | 'value' | 'memo' | 'beneficiaryName';

/** A saved destination picked from the list, or details typed in (optionally kept). */
export type WithdrawRequisiteChoice =
  | { kind: 'saved'; id: string; label: string; network: string | null }
  | { kind: 'new'; value: string; memo: string; isSaving: boolean };

interface WithdrawDraftState {
  payway: string | null;
  currency: string | null;
  /** Crypto only: the network chosen on the form. */
  network: string | null;
  /** The amount as typed, in the user's locale. */
  amount: string;
  requisite: WithdrawRequisiteChoice | null;
  /** A bank account's or card's holder as typed (the user's own name); '' for a crypto address. */
  beneficiaryName: string;
  /** What the server said about a field on confirm, shown on that field's step. */
  serverIssues: Partial<Record<WithdrawField, Message>>;
  /**
   * The level the user left to verify for, so this withdrawal can be sent once it is reached;
   * null while no verification is under way.
   */
  verificationGoal: VerificationLevel | null;
  setVerificationGoal(level: VerificationLevel | null): void;
  setServerIssues(issues: Partial<Record<WithdrawField, Message>>): void;
  /** Starts (or keeps) the draft of one payway and currency; another pair starts afresh. */
  begin(payway: string, currency: string): void;
  setAmount(amount: string, network: string | null): void;
  setRequisite(requisite: WithdrawRequisiteChoice, beneficiaryName?: string): void;
  reset(): void;
}

const EMPTY = {
  payway: null,
  currency: null,
  network: null,
  amount: '',
  requisite: null,
  beneficiaryName: '',
  serverIssues: {},
  verificationGoal: null,
} as const;

export { WITHDRAW_DRAFT_KEY };

/**
 * The withdrawal being entered, kept across its steps (and back), cleared once it is sent. While
 * the user verifies for it, it is kept in the tab's session storage too: the provider's page is a
 * full page load away, and the same withdrawal resumes afterwards without typing it again. Any
 * other time nothing is stored, so typed card numbers stay in memory only.
 */
export const useWithdrawDraftStore = create<WithdrawDraftState>()(
  persist(
    (set) => ({
      ...EMPTY,
      begin: (payway, currency) =>
        set((state) =>
          state.payway === payway && state.currency === currency ? state : { ...EMPTY, payway, currency },
        ),
      setServerIssues: (serverIssues) => set({ serverIssues }),
      setAmount: (amount, network) =>
        set((state) => ({
          amount,
          serverIssues: {},
          network,
          // A saved address belongs to one network: changing the network forgets it.
          requisite:
            state.requisite?.kind === 'saved' && state.requisite.network !== network ? null : state.requisite,
        })),
      setRequisite: (requisite, beneficiaryName = '') =>
        set({ requisite, beneficiaryName, serverIssues: {} }),
      setVerificationGoal: (verificationGoal) => set({ verificationGoal }),
      reset: () => set(EMPTY),
    }),
    {
      name: WITHDRAW_DRAFT_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) =>
        state.verificationGoal === null
          ? {}
          : {
              payway: state.payway,
              currency: state.currency,
              network: state.network,
              amount: state.amount,
              requisite: state.requisite,
              beneficiaryName: state.beneficiaryName,
              verificationGoal: state.verificationGoal,
            },
    },
  ),
);

// A typed card number or IBAN and the holder's name leave with the user.
resetOnSignOut(() => useWithdrawDraftStore.getState().reset());

/** Whether the draft holds anything the user typed. */
export function hasWithdrawInput(state: Pick<WithdrawDraftState, 'amount' | 'requisite'>): boolean {
  return state.amount.trim() !== '' || state.requisite !== null;
}
