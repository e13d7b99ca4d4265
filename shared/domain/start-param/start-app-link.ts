/**
 * The direct link to the mini-app, `https://t.me/<bot>/<app>?startapp=<param>` (or the bot's
 * main mini-app, `https://t.me/<bot>?startapp=<param>`, without a short name). Unlike a
 * `web_app` button, a launch from this link hands the mini-app the parameter inside init data
 * signed by Telegram, so the server may attribute from it. The parameter goes through as it came.
 */
export interface StartAppTarget {
  botUsername: string;
  /** The mini-app's short name at @BotFather (MINIAPP_SHORT_NAME); without it, the bot's main mini-app. */
  miniAppShortName?: string | undefined;
}

export function buildStartAppLink(target: StartAppTarget, startParam: string): string {
  const app = target.miniAppShortName ? `/${encodeURIComponent(target.miniAppShortName)}` : '';
  const url = `https://t.me/${encodeURIComponent(target.botUsername)}${app}`;
  // The parameter is [A-Za-z0-9_-] only (checked before), which a URL carries unescaped.
  return startParam === '' ? url : `${url}?startapp=${startParam}`;
}

/**
 * Telegram's own chat picker for a link and a line of text (`t.me/share/url`): what shares a link
 * into a chat when no prepared message can (the bot cannot write to the user).
 */
export function buildTelegramShareLink(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}
