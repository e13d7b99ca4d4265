import type { VerificationState } from '@ferry/shared/contracts';
import type { VerificationLevel } from '@ferry/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { verificationQueryOptions } from '../../../features/verification/api/verification-queries';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../queries/api-context';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { BALANCES_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { type JourneyPlace, nextJourneyPath, resumePath, stepsToReach } from './journey-paths';
import { journeyPlaceKey, useJourneyReturns } from './journey-returns';

/** The transaction the journey's route names (its params), inside balances or outside them. */
export function useJourneyPlace(): JourneyPlace {
  const { transactionType = '', paywayType, currency } = useParams();
  const { pathname } = useLocation();
  return {
    isInBalances: pathname.startsWith(`${BALANCES_PATH}/`),
    transactionType,
    ...(paywayType ? { paywayType } : {}),
    ...(currency ? { currency } : {}),
  };
}

/**
 * The level the transaction waits for: the one the withdrawal's draft asked for, else the one the
 * screen that started the journey asked for (both survive the provider's page in the tab's session
 * storage); otherwise the next level above the profile's.
 */
function useGoalOf(place: JourneyPlace): (state: VerificationState) => VerificationLevel | null {
  const startedGoal = useJourneyReturns((journeys) => journeys.byPlace[journeyPlaceKey(place)]?.goal ?? null);
  const draftGoal = useWithdrawDraftStore((draft) =>
    place.transactionType.toLowerCase() === 'withdraw' &&
    draft.payway === place.paywayType &&
    draft.currency === place.currency?.toUpperCase()
      ? draft.verificationGoal
      : null,
  );
  return useCallback(
    (state: VerificationState) => draftGoal ?? startedGoal ?? state.next_level?.level ?? null,
    [draftGoal, startedGoal],
  );
}

/** The journey seen from one of its step screens: where to go once this step is done. */
export function useVerificationJourney() {
  const navigate = useNavigate();
  const place = useJourneyPlace();
  const isMessenger = useDisplayMode() === 'messenger';
  const goalOf = useGoalOf(place);
  const returnTo = useJourneyReturns((journeys) => journeys.byPlace[journeyPlaceKey(place)]?.returnTo);
  const forget = useJourneyReturns((journeys) => journeys.forget);
  return {
    place,
    isMessenger,
    /** On to the next step the goal needs, or back to the screen that sent the user, its draft waiting. */
    next: (state: VerificationState, message?: string) => {
      const goal = goalOf(state);
      const target = nextJourneyPath(place, state, goal, isMessenger, returnTo);
      if (stepsToReach(state, goal).length === 0) forget(place);
      if (message) notify.success(message);
      void navigate(target, { replace: true });
    },
    resume: () => void navigate(returnTo ?? resumePath(place)),
  };
}

/**
 * Starts the journey from a transaction's screen (or a gate): reads the profile's verification and
 * opens the first step `goal` still needs (the transaction itself when none is missing). With
 * `returnTo` the last step comes back to that screen and the journey aims at `goal` alone.
 */
export function useStartVerificationJourney() {
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const isMessenger = useDisplayMode() === 'messenger';
  const remember = useJourneyReturns((journeys) => journeys.remember);
  return async (place: JourneyPlace, goal: VerificationLevel, returnTo?: string) => {
    const state = await queryClient.fetchQuery({ ...verificationQueryOptions(api, profileId), staleTime: 0 });
    if (returnTo) remember(place, { goal, returnTo });
    void navigate(nextJourneyPath(place, state, goal, isMessenger, returnTo));
  };
}
