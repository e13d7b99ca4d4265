import { resolveDisplayMode } from '@ferry/shared/domain';
import { host } from '../../../lib/host';

/** The query parameter that tells Ferry's own sandbox page where "Back to Ferry" goes. */
export const PROVIDER_RETURN_PARAM = 'return';

/**
 * The provider's page opens in place of the app, in the browser tab as in the mini-app's webview
 * (a new window in Telegram would leave the user outside the app). When the page is Ferry's own
 * (the sandbox provider, same origin), it opens under the app's current mode, so in the mini-app
 * it keeps Telegram's theme, and it is told the path to come back to, as a hosted provider is
 * given its redirect address.
 */
export function openProviderPage(url: string): void {
  const target = new URL(url, host.origin());
  if (target.origin === host.origin()) {
    const here = host.pathname();
    const { basename } = resolveDisplayMode(here);
    if (basename && !target.pathname.startsWith(`${basename}/`))
      target.pathname = `${basename}${target.pathname}`;
    target.searchParams.set(PROVIDER_RETURN_PARAM, `${here}${host.search()}`);
  }
  host.assign(target.toString());
}
