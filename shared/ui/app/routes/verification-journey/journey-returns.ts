import { isVerificationLevel, type VerificationLevel } from '@ferry/shared/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { VERIFICATION_JOURNEYS_KEY } from '../../../shell/storage-keys';
import type { JourneyPlace } from './journey-paths';

/** What a journey was started for: the level it walks to and the screen (path and query) it ends on. */
export interface JourneyReturn {
  goal: VerificationLevel;
  returnTo: string;
}

interface JourneyReturnsState {
  byPlace: Readonly<Record<string, JourneyReturn>>;
  remember(place: JourneyPlace, entry: JourneyReturn): void;
  forget(place: JourneyPlace): void;
}

/** One journey per place: its transaction type, inside balances or not, its payway and currency. */
export function journeyPlaceKey(place: JourneyPlace): string {
  return [
    place.isInBalances ? 'balances' : 'outside',
    place.transactionType.toLowerCase(),
    place.paywayType ?? '',
    place.currency?.toUpperCase() ?? '',
  ].join('/');
}

/** Only a path of this app is returned to (never another origin's address). */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * The journeys under way in this tab. A gate or a refused transaction remembers where the user
 * was, so the last step leads back to that very screen (an order's `?id=` included) rather than to
 * the place's default, and aims at the level that screen needs rather than at every next level.
 */
export const useJourneyReturns = create<JourneyReturnsState>()(
  persist(
    (set) => ({
      byPlace: {},
      remember: (place, entry) => {
        if (!isVerificationLevel(entry.goal) || !isAppPath(entry.returnTo)) return;
        set((state) => ({ byPlace: { ...state.byPlace, [journeyPlaceKey(place)]: entry } }));
      },
      forget: (place) =>
        set((state) => {
          const { [journeyPlaceKey(place)]: _gone, ...rest } = state.byPlace;
          return { byPlace: rest };
        }),
    }),
    { name: VERIFICATION_JOURNEYS_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);
