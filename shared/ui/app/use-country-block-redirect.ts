import type { ApiEvents } from '@ferry/shared/api';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { FORBIDDEN_PATH } from '../shell/paths';

/**
 * The server refused the call for the user's residence (COUNTRY_NOT_ALLOWED, the client's
 * country-block event, spec 001 §8): whatever screen asked, the app moves to `/forbidden`, which
 * says why and what the user can still do, instead of leaving a bare error on a form.
 */
export function useCountryBlockRedirect(events: ApiEvents, router: DataRouter): void {
  useEffect(
    () =>
      events.on('country-block', () => {
        const { navigation, location } = router.state;
        const target = navigation.location ?? location;
        if (target.pathname.endsWith(FORBIDDEN_PATH)) return;
        void router.navigate(FORBIDDEN_PATH, { replace: true });
      }),
    [events, router],
  );
}
