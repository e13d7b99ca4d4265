import { createBrowserTheme } from './browser-theme';
import { createListeners } from './listeners';
import { createOnScreenMainButton, type OnScreenMainButton } from './main-button-store';
import type { Platform } from './platform';
import { createSafeSyncStorage, findLocalStorage, type SyncStorage, toPlatformStorage } from './web-storage';

export interface BrowserPlatform extends Platform {
  mainButton: OnScreenMainButton;
}

export interface BrowserPlatformOptions {
  window: Window;
  /** Used as given; defaults to the window's localStorage, falling back to memory when refused. */
  storage?: SyncStorage;
}

/** The Web Share API where the browser has one; a dismissed sheet is not an error. */
function shareThrough(navigator: Navigator | undefined): Platform['share'] {
  if (typeof navigator?.share !== 'function') return null;
  return async (content) => {
    await navigator.share(content).catch(() => undefined);
  };
}

/** The shell for a browser tab, frame or native WebView: the page draws its own buttons. */
export function createBrowserPlatform(options: BrowserPlatformOptions): BrowserPlatform {
  const target = options.window;
  const storage = options.storage ?? createSafeSyncStorage(findLocalStorage(target));
  const backClicks = createListeners();
  const openInNewTab = (url: string) => {
    target.open(url, '_blank', 'noopener,noreferrer');
  };
  // The browser shows its own wording; a handler that cancels the unload is all it needs.
  const warnBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
  };
  let isConfirmingClose = false;
  return {
    kind: 'browser',
    uiPlatform: 'base',
    backButton: {
      isNative: false,
      // The layout draws an on-screen arrow instead; nothing to show or hide here.
      show() {},
      hide() {},
      onClick: backClicks.add,
    },
    mainButton: createOnScreenMainButton(),
    // The web draws its second actions and dialogs on the page; it has no scanner, biometry or bot.
    secondaryButton: null,
    settingsButton: null,
    popup: null,
    biometry: null,
    secureStorage: null,
    scanQr: null,
    requestContact: null,
    requestWriteAccess: null,
    performanceClass: null,
    haptics: {
      selectionChanged() {},
      notificationOccurred() {},
    },
    theme: createBrowserTheme(target, storage),
    storage: toPlatformStorage(storage),
    // A browser has no account cloud: the wallet's backup is a file the person keeps.
    cloudStorage: null,
    openLink: openInNewTab,
    openTelegramLink: openInNewTab,
    share: shareThrough(target.navigator),
    // A prepared message is sent only by Telegram's own picker; the page shares its link instead.
    shareMessage: null,
    nativeHost: null,
    setClosingConfirmation(isEnabled) {
      if (isEnabled === isConfirmingClose) return;
      isConfirmingClose = isEnabled;
      if (isEnabled) target.addEventListener('beforeunload', warnBeforeUnload);
      else target.removeEventListener('beforeunload', warnBeforeUnload);
    },
    initData: null,
    messengerUser: null,
    close() {},
    isExpanded: () => true,
    expand() {},
  };
}
