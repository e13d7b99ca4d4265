import { MODE_SEGMENT } from '@ferry/shared/domain';
import { InlineKeyboard } from 'grammy';

/**
 * The button that opens the mini-app at `screen` (the exchange unless said). A `web_app` button
 * launch carries no start parameter, so what the link said (ref, utm) travels in the URL.
 * Telegram accepts web_app buttons only for https pages; on a plain-http development address
 * the button opens the page as a link.
 */
export function buildOpenAppKeyboard(
  publicUrl: string,
  text: string,
  query: Record<string, string> = {},
  screen = 'exchange',
): InlineKeyboard {
  const url = new URL(`${publicUrl}/${MODE_SEGMENT.messenger}/${screen}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const keyboard = new InlineKeyboard();
  return url.protocol === 'https:'
    ? keyboard.webApp(text, url.toString())
    : keyboard.url(text, url.toString());
}
