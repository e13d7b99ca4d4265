/** The parts of `@ferry/shared/platform` that play the Telegram client for the browser tests. */
export interface TelegramStandIn {
  installTelegramClientStandIn(theme: Record<string, string>): void;
  TELEGRAM_LIGHT_THEME: Record<string, string>;
  telegramLaunchParams(options: {
    initData: string;
    theme: Record<string, string>;
    platform?: 'ios';
  }): string;
}

// Loaded by a name the compiler does not follow: that module is written against the DOM's types,
// which the bench (a Node program that also compiles the server) leaves out.
const STAND_IN_MODULE = '@ferry/shared/platform';

/** The same client stand-in the end-to-end tests and the mini-app's development mode use. */
export function loadTelegramStandIn(): Promise<TelegramStandIn> {
  return import(STAND_IN_MODULE) as Promise<TelegramStandIn>;
}

/**
 * The stand-in as a page script. tsx compiles with esbuild's keepNames, whose `__name(fn, "…")`
 * calls land in the function's source text, so the page gets a `__name` that does nothing.
 */
export function standInScript(
  install: TelegramStandIn['installTelegramClientStandIn'],
  theme: Record<string, string>,
): string {
  return `var __name = (target) => target;\n(${install.toString()})(${JSON.stringify(theme)});`;
}
