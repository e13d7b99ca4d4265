import { DISPLAY_MODES } from '@ferry/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../test/account.test-kit';
import { renderApp } from '../test/render-app';
import { flattenRoutes, samplePathname } from '../test/route-paths';
import { createFerryRoutes } from './routes';

/** Screens only one door shows; opened through another they lead home (spec 000 §2). */
const DOOR_ONLY: Readonly<Record<string, string>> = { '/native-error': 'native' };

const VISITS = flattenRoutes(createFerryRoutes()).map((entry) => samplePathname(entry.path));
const CASES = DISPLAY_MODES.flatMap((mode) => VISITS.map((pathname) => [mode, pathname] as const));

/**
 * Every route of the table opened through every door (web, widget frame, pay frame, mini-app,
 * native), signed in: each draws a screen with its heading and none falls to the app's error
 * screen ("Something went wrong", Reload). The fake server answers only the session's calls, so a
 * screen whose data fails shows its own error state, which is a screen too.
 */
describe('every route renders in every mode', () => {
  it.each(CASES)('%s %s', async (mode, pathname) => {
    const server = createAccountServer();
    const { router } = renderApp({ path: pathname, mode, session: STORED_SESSION, fetch: server.fetch });
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();
    const door = DOOR_ONLY[pathname];
    if (door && door !== mode) {
      await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
    }
  });
});
