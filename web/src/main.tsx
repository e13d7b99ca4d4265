import '@telegram-apps/telegram-ui/dist/styles.css';
import {
  bindThemeCssVariables,
  createBrowserPlatform,
  createSafeSyncStorage,
  findLocalStorage,
} from '@ferry/shared/platform';
import { mountFerryApp } from '@ferry/shared/ui';

/** The browser shell: full display, widget frame, pay frame and the native WebView. */
async function start(container: HTMLElement) {
  if (import.meta.env.DEV) await import('./install-buffer');
  const platform = createBrowserPlatform({
    window,
    storage: createSafeSyncStorage(findLocalStorage(window)),
  });
  bindThemeCssVariables(platform.theme, document.documentElement);
  await mountFerryApp(container, {
    platform,
    browserLanguages: navigator.languages,
    onScreenButton: platform.mainButton,
  });
}

const container = document.getElementById('root');
if (container) void start(container);
