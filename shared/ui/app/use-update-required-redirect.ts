import type { ApiEvents } from '@ferry/shared/api';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { UPDATE_REQUIRED_PATH } from '../shell/paths';
import { toReturnState } from '../shell/session/return-path';

/**
 * A screen's code that fails to load means a newer build replaced this one (spec 000 §8): the
 * app moves to "Update required" instead of the failed screen, remembering where the user was
 * headed so Update reloads straight into it.
 */
export function useUpdateRequiredRedirect(events: ApiEvents, router: DataRouter): void {
  useEffect(
    () =>
      events.on('module-import-error', () => {
        const { navigation, location } = router.state;
        const target = navigation.location ?? location;
        if (target.pathname === UPDATE_REQUIRED_PATH) return;
        void router.navigate(UPDATE_REQUIRED_PATH, { replace: true, state: toReturnState(target) });
      }),
    [events, router],
  );
}
