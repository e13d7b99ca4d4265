import './install-buffer';
import '@telegram-apps/telegram-ui/dist/styles.css';
import {
  bindThemeCssVariables,
  createBrowserPlatform,
  createSafeSyncStorage,
  findLocalStorage,
} from '@ferry/shared/platform';
import { mountFerryApp } from '@ferry/shared/ui';

/** The browser shell: full display, widget frame, pay frame and the native WebView. */
const container = document.getElementById('root');
if (container) {
  const platform = createBrowserPlatform({
    window,
    storage: createSafeSyncStorage(findLocalStorage(window)),
  });
  bindThemeCssVariables(platform.theme, document.documentElement);
  void mountFerryApp(container, {
    platform,
    browserLanguages: navigator.languages,
    onScreenButton: platform.mainButton,
  });
}
