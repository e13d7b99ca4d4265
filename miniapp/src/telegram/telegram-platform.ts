import type { Platform } from '@ferry/shared/platform';
import {
  backButton,
  closeMiniApp,
  closingBehavior,
  hapticFeedback,
  openLink,
  openTelegramLink,
  viewport,
} from '@telegram-apps/sdk-react';
import { createTelegramMainButton } from './telegram-main-button';
import { createTelegramStorage } from './telegram-storage';
import { createTelegramTheme } from './telegram-theme';

/** The Telegram shell: native back and main buttons, haptics, Telegram's theme, cloud storage. */
export function createTelegramPlatform(options: {
  uiPlatform: 'ios' | 'base';
  initData?: string | null;
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
    haptics: {
      selectionChanged: () => void hapticFeedback.selectionChanged.ifAvailable(),
      notificationOccurred: (kind) => void hapticFeedback.notificationOccurred.ifAvailable(kind),
    },
    theme: createTelegramTheme(),
    storage: createTelegramStorage(),
    openLink: (url) => void openLink.ifAvailable(url),
    openTelegramLink: (url) => void openTelegramLink.ifAvailable(url),
    setClosingConfirmation(isEnabled) {
      if (isEnabled) closingBehavior.enableConfirmation.ifAvailable();
      else closingBehavior.disableConfirmation.ifAvailable();
    },
    initData: options.initData ?? null,
    close: () => void closeMiniApp.ifAvailable(),
    isExpanded: () => viewport.isExpanded(),
    expand: () => void viewport.expand.ifAvailable(),
  };
}
