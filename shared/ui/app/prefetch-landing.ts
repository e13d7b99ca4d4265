import type { DisplayMode } from '@ferry/shared/domain';
import { prefetchExchangeLanding } from '../features/exchange/api/prefetch-exchange-landing';
import { EXCHANGE_PATH } from '../shell/paths';
import type { AppServices } from './create-app-services';

/** The modes whose `/exchange` is the plain landing (a frame's shop picks its own currencies). */
const LANDING_MODES: ReadonlySet<DisplayMode> = new Set(['display', 'messenger', 'native']);

/**
 * Starts the first screen's price with the app's first code, beside the sign-in, when the
 * visit lands on the exchange form as is: its path under the mode's basename (or the bare basename,
 * which leads there), no query (a preset or a widget's parameters change what the form asks).
 * The currency catalogue below the form is left to its screen: in by the screen's first commit,
 * it would commit at full height where the shell drew its skeleton (the takeover keeps the shell's
 * boxes, `first-paint-shell.spec.ts`), and no price waits for it.
 */
export function prefetchLanding(
  services: Pick<AppServices, 'api' | 'queryClient'>,
  location: { mode: DisplayMode; path: string; search: string },
  language: Promise<string>,
): void {
  if (!LANDING_MODES.has(location.mode) || location.search !== '') return;
  const path = location.path.replace(/\/+$/, '');
  if (path !== '' && path !== EXCHANGE_PATH) return;
  void prefetchExchangeLanding(services.queryClient, services.api, language);
}
