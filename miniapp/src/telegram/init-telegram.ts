import {
  backButton,
  closingBehavior,
  init,
  mainButton,
  miniApp,
  retrieveLaunchParams,
  retrieveRawInitData,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';

/** Some desktop clients never answer the viewport request; the app must not wait for them. */
const VIEWPORT_TIMEOUT_MS = 3000;

export interface TelegramLaunch {
  uiPlatform: 'ios' | 'base';
  /** The user's Telegram language, a better first guess than the WebView's. */
  userLanguage: string | null;
  /** The signed init data as Telegram sent it; the server validates this exact string. */
  initData: string | null;
}

/**
 * Starts the SDK and mounts only what this client supports. The theme is bound to
 * `--tg-theme-*` CSS variables (telegram-ui and our stylesheet read them) and follows
 * `theme_changed` from then on.
 */
export function initTelegram(): TelegramLaunch {
  init();
  const launch = retrieveLaunchParams();

  if (themeParams.mountSync.isAvailable()) {
    themeParams.mountSync();
    if (themeParams.bindCssVars.isAvailable()) themeParams.bindCssVars();
  }
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    if (miniApp.bindCssVars.isAvailable()) miniApp.bindCssVars();
  }
  if (backButton.mount.isAvailable()) backButton.mount();
  if (mainButton.mount.isAvailable()) mainButton.mount();
  if (closingBehavior.mount.isAvailable()) closingBehavior.mount();
  if (viewport.mount.isAvailable()) {
    void viewport
      .mount({ timeout: VIEWPORT_TIMEOUT_MS })
      .then(() => {
        if (viewport.bindCssVars.isAvailable()) viewport.bindCssVars();
        if (viewport.expand.isAvailable()) viewport.expand();
      })
      .catch(() => undefined);
  }

  const platform = launch.tgWebAppPlatform;
  return {
    uiPlatform: platform === 'ios' || platform === 'macos' ? 'ios' : 'base',
    userLanguage: launch.tgWebAppData?.user?.language_code ?? null,
    initData: retrieveRawInitData() || null,
  };
}

/** Tells Telegram the first screen is drawn, so it removes its loading placeholder. */
export function signalReady(): void {
  if (miniApp.ready.isAvailable()) miniApp.ready();
}
