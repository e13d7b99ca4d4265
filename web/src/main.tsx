import '@telegram-apps/telegram-ui/dist/styles.css';
import { resolveDisplayMode } from '@ferry/shared/domain';
import {
  bindThemeCssVariables,
  createBrowserPlatform,
  createNativeBridgePlatform,
  createSafeSyncStorage,
  findLocalStorage,
} from '@ferry/shared/platform';
import { mountFerryApp } from '@ferry/shared/ui';

/** The browser shell: full display, widget frame, pay frame and the native WebView. */
async function start(container: HTMLElement) {
  if (import.meta.env.DEV) await import('./install-buffer');
  const storage = createSafeSyncStorage(findLocalStorage(window));
  // Inside the native app's WebView the host's bridge adds back, haptics, biometry and push.
  const isNative = resolveDisplayMode(window.location.pathname).mode === 'native';
  const platform = isNative
    ? createNativeBridgePlatform({ window, storage })
    : createBrowserPlatform({ window, storage });
  bindThemeCssVariables(platform.theme, document.documentElement);
  await mountFerryApp(container, {
    platform,
    browserLanguages: navigator.languages,
    onScreenButton: platform.mainButton,
  });
}

const container = document.getElementById('root');
if (container) void start(container);
