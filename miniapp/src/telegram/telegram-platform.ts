import type { MessengerUser, PerformanceClass, Platform } from '@ferry/shared/platform';
import {
  backButton,
  closeMiniApp,
  closingBehavior,
  hapticFeedback,
  openLink,
  openTelegramLink,
  retrieveAndroidDeviceData,
  settingsButton,
  viewport,
} from '@telegram-apps/sdk-react';
import { createTelegramBiometry } from './telegram-biometry';
import { createTelegramMainButton, createTelegramSecondaryButton } from './telegram-main-button';
import {
  createTelegramContactRequest,
  createTelegramMessageShare,
  createTelegramPopup,
  createTelegramQrScanner,
  createTelegramWriteAccessRequest,
} from './telegram-prompts';
import { createTelegramSecureStorage } from './telegram-secure-storage';
import { createTelegramCloudStorage, createTelegramStorage } from './telegram-storage';
import { createTelegramTheme } from './telegram-theme';

/** Telegram for Android tells the device's performance class in the user agent. */
export function androidPerformanceClass(): PerformanceClass | null {
  const performance = retrieveAndroidDeviceData().performanceClass;
  if (performance === 'LOW') return 'low';
  if (performance === 'AVERAGE') return 'average';
  if (performance === 'HIGH') return 'high';
  return null;
}

/**
 * The Telegram shell: native back, main, secondary and settings buttons, haptics, Telegram's
 * theme, cloud and secure storage, biometry, popups, the QR scanner and the privacy requests —
 * each only where the client's version has it (null otherwise, and the screens fall back).
 */
export function createTelegramPlatform(options: {
  uiPlatform: 'ios' | 'base';
  initData?: string | null;
  /** The user named in the init data. */
  user?: MessengerUser | null;
  /** The client's Mini Apps version (`tgWebAppVersion`). */
  version?: string;
}): Platform {
  return {
    kind: 'telegram',
    uiPlatform: options.uiPlatform,
    backButton: {
      isNative: true,
      show: () => void backButton.show.ifAvailable(),
      hide: () => void backButton.hide.ifAvailable(),
      onClick(listener) {
        const [isBound, off] = backButton.onClick.ifAvailable(listener);
        return isBound ? off : () => undefined;
      },
    },
    mainButton: createTelegramMainButton(),
    secondaryButton: createTelegramSecondaryButton(),
    settingsButton: settingsButton.show.isAvailable()
      ? {
          show: () => void settingsButton.show.ifAvailable(),
          hide: () => void settingsButton.hide.ifAvailable(),
          onClick(listener) {
            const [isBound, off] = settingsButton.onClick.ifAvailable(listener);
            return isBound ? off : () => undefined;
          },
        }
      : null,
    popup: createTelegramPopup(),
    biometry: createTelegramBiometry(),
    secureStorage: options.version ? createTelegramSecureStorage(options.version) : null,
    scanQr: createTelegramQrScanner(),
    requestContact: createTelegramContactRequest(),
    requestWriteAccess: createTelegramWriteAccessRequest(),
    performanceClass: androidPerformanceClass(),
    haptics: {
      selectionChanged: () => void hapticFeedback.selectionChanged.ifAvailable(),
      notificationOccurred: (kind) => void hapticFeedback.notificationOccurred.ifAvailable(kind),
    },
    theme: createTelegramTheme(),
    storage: createTelegramStorage(),
    cloudStorage: createTelegramCloudStorage(),
    openLink: (url) => void openLink.ifAvailable(url),
    openTelegramLink: (url) => void openTelegramLink.ifAvailable(url),
    // Sharing goes through the screens' copy buttons and t.me links; the native host is elsewhere.
    share: null,
    shareMessage: createTelegramMessageShare(),
    nativeHost: null,
    setClosingConfirmation(isEnabled) {
      if (isEnabled) closingBehavior.enableConfirmation.ifAvailable();
      else closingBehavior.disableConfirmation.ifAvailable();
    },
    initData: options.initData ?? null,
    messengerUser: options.user ?? null,
    close: () => void closeMiniApp.ifAvailable(),
    isExpanded: () => viewport.isExpanded(),
    expand: () => void viewport.expand.ifAvailable(),
  };
}
