import type { MessengerUser } from '@ferry/shared/platform';
import {
  backButton,
  closingBehavior,
  init,
  mainButton,
  miniApp,
  retrieveLaunchParams,
  retrieveRawInitData,
  secondaryButton,
  settingsButton,
  swipeBehavior,
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
  /** The Telegram user the app was opened by: storage is kept per account. */
  userId: number | null;
  /** Their names as Telegram has them (to prefill a cardholder name, say). */
  user: MessengerUser | null;
  /** The client's Mini Apps version. */
  version: string;
}

/**
 * Starts the SDK and mounts only what this client supports. The theme parameters are mounted (and
 * follow `theme_changed`) but not bound by the SDK, which would bind only the keys the client
 * sent: the shell binds the completed theme instead (see main.tsx).
 */
export function initTelegram(): TelegramLaunch {
  init();
  const launch = retrieveLaunchParams();

  if (themeParams.mountSync.isAvailable()) themeParams.mountSync();
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    if (miniApp.bindCssVars.isAvailable()) miniApp.bindCssVars();
  }
  if (backButton.mount.isAvailable()) backButton.mount();
  if (mainButton.mount.isAvailable()) mainButton.mount();
  if (secondaryButton.mount.isAvailable()) secondaryButton.mount();
  if (settingsButton.mount.isAvailable()) settingsButton.mount();
  if (closingBehavior.mount.isAvailable()) closingBehavior.mount();
  // A vertical swipe must scroll a long form, not close the app with money on the way.
  if (swipeBehavior.mount.isAvailable()) {
    swipeBehavior.mount();
    if (swipeBehavior.disableVertical.isAvailable()) swipeBehavior.disableVertical();
  }
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
    userId: launch.tgWebAppData?.user?.id ?? null,
    user: launch.tgWebAppData?.user
      ? {
          firstName: launch.tgWebAppData.user.first_name,
          lastName: launch.tgWebAppData.user.last_name ?? null,
          username: launch.tgWebAppData.user.username ?? null,
          photoUrl: launch.tgWebAppData.user.photo_url ?? null,
        }
      : null,
    version: launch.tgWebAppVersion,
  };
}

/**
 * Tells Telegram the first screen is drawn, so it removes its loading placeholder. When the page
 * painted the landing's shell from its HTML, its first script has said so already (as soon as the
 * shell was drawn, see shared/ui/app/landing-shell/shell-boot.ts): Telegram hears it once.
 */
export function signalReady(): void {
  if (document.documentElement.dataset.telegramReady === 'sent') return;
  if (miniApp.ready.isAvailable()) miniApp.ready();
}
