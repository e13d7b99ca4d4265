import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the user typed on the details and residency screens, as typed (the date in its mask). */
export interface OnboardingDraftValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  country: string;
  city: string;
  street: string;
  postalCode: string;
}

export const EMPTY_ONBOARDING_DRAFT: OnboardingDraftValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  country: '',
  city: '',
  street: '',
  postalCode: '',
};

interface OnboardingDraftState {
  /** The account the draft was typed for: another account in the same tab starts afresh. */
  ownerId: string | null;
  values: OnboardingDraftValues;
  update(ownerId: string, values: Partial<OnboardingDraftValues>): void;
  reset(): void;
}

/** The tab's copy of the onboarding's typed data (`sessionStorage`, gone with the tab). */
export const ONBOARDING_DRAFT_KEY = 'ferry.onboarding-draft';

/**
 * The declared data is sent once, on the residency screen, after the details screen asked for the
 * name and date of birth. Between them, and across the provider's page or a reload, the typed
 * values wait in the tab's session storage; they are cleared as soon as the server has them.
 */
export const useOnboardingDraftStore = create<OnboardingDraftState>()(
  persist(
    (set) => ({
      ownerId: null,
      values: EMPTY_ONBOARDING_DRAFT,
      update: (ownerId, values) =>
        set((state) => ({
          ownerId,
          values: { ...(state.ownerId === ownerId ? state.values : EMPTY_ONBOARDING_DRAFT), ...values },
        })),
      reset: () => set({ ownerId: null, values: EMPTY_ONBOARDING_DRAFT }),
    }),
    {
      name: ONBOARDING_DRAFT_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ ownerId: state.ownerId, values: state.values }),
    },
  ),
);

/** The draft typed for `ownerId`, or an empty one. */
export function useOnboardingDraft(ownerId: string | null): OnboardingDraftValues {
  return useOnboardingDraftStore((state) =>
    ownerId !== null && state.ownerId === ownerId ? state.values : EMPTY_ONBOARDING_DRAFT,
  );
}
