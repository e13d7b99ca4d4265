import { host } from '../../../lib/host';

/**
 * The provider's page opens in place of the app, in the browser tab as in the mini-app's webview
 * (a new window in Telegram would leave the user outside the app); the provider sends them back.
 */
export function openProviderPage(url: string): void {
  host.assign(url);
}
