import {
  installTelegramClientStandIn,
  TELEGRAM_DARK_THEME,
  telegramLaunchParams,
} from '@ferry/shared/platform';

/**
 * Development only (imported behind `import.meta.env.DEV`, so production builds drop it): lets
 * `pnpm --filter @ferry/miniapp dev` run in a plain browser by playing a Telegram client with a
 * dark theme, with the same stand-in the browser tests use. Init data here is unsigned; the
 * server refuses it, which is the point.
 */
export function mockTelegramForDevelopment(): void {
  if (hasTelegramClient()) return;
  // A reload keeps the hash written the first time; the client is installed again on each load.
  if (!new URLSearchParams(window.location.hash.slice(1)).has('tgWebAppData')) {
    const params = telegramLaunchParams({ initData: developmentInitData(), theme: TELEGRAM_DARK_THEME });
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${params}`);
  }
  installTelegramClientStandIn(TELEGRAM_DARK_THEME);
  console.warn('Ferry: no Telegram client found; a mocked one plays its part (development only).');
}

/** A real client reaches the page through its proxy (mobile, desktop) or as the parent frame (web). */
function hasTelegramClient(): boolean {
  return 'TelegramWebviewProxy' in window || window.parent !== window;
}

function developmentInitData(): string {
  return new URLSearchParams([
    ['auth_date', Math.floor(Date.now() / 1000).toString()],
    ['user', JSON.stringify({ id: 1, first_name: 'Dev', language_code: 'en' })],
    ['signature', 'development'],
    ['hash', 'development'],
  ]).toString();
}
