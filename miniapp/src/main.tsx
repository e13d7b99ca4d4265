import './install-buffer';
import '@telegram-apps/telegram-ui/dist/styles.css';
import { createApiClient, createStorageTokenStore } from '@ferry/shared/api';
import { resolveDisplayMode } from '@ferry/shared/domain';
import {
  bindThemeCssVariables,
  createBrowserPlatform,
  createSafeSyncStorage,
  findLocalStorage,
  type Platform,
} from '@ferry/shared/platform';
import {
  createFerryRoutes,
  createI18n,
  createQueryClient,
  FerryApp,
  MainButtonBar,
  resolveInitialLanguage,
} from '@ferry/shared/ui';
import { isTMA } from '@telegram-apps/sdk-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { initTelegram, signalReady } from './telegram/init-telegram';
import { createTelegramPlatform } from './telegram/telegram-platform';

interface Shell {
  platform: Platform;
  browserLanguages: readonly string[];
  /** Set when the page draws its own main button (opened outside Telegram). */
  onScreenButton: ReturnType<typeof createBrowserPlatform>['mainButton'] | null;
}

/** Inside Telegram the SDK drives everything; opened in a plain browser the app still works. */
function createShell(): Shell {
  if (isTMA()) {
    const launch = initTelegram();
    const browserLanguages = launch.userLanguage
      ? [launch.userLanguage, ...navigator.languages]
      : navigator.languages;
    return { platform: createTelegramPlatform(launch), browserLanguages, onScreenButton: null };
  }
  const platform = createBrowserPlatform({ window });
  bindThemeCssVariables(platform.theme, document.documentElement);
  return { platform, browserLanguages: navigator.languages, onScreenButton: platform.mainButton };
}

async function start(container: HTMLElement) {
  if (import.meta.env.DEV) {
    const { mockTelegramForDevelopment } = await import('./mock-env');
    mockTelegramForDevelopment();
  }
  const { mode, basename } = resolveDisplayMode(window.location.pathname);
  const { platform, browserLanguages, onScreenButton } = createShell();
  const language = await resolveInitialLanguage(platform.storage, browserLanguages);
  const tokenStorage = createSafeSyncStorage(findLocalStorage(window));
  const api = createApiClient({ mode, tokens: createStorageTokenStore(tokenStorage, mode) });
  const router = createBrowserRouter(createFerryRoutes(), { basename: basename || '/' });

  createRoot(container).render(
    <StrictMode>
      <FerryApp
        platform={platform}
        api={api}
        i18n={createI18n(language)}
        queryClient={createQueryClient()}
        router={router}
        mode={mode}
      >
        {onScreenButton ? <MainButtonBar button={onScreenButton} /> : null}
      </FerryApp>
    </StrictMode>,
  );
  signalReady();
}

const container = document.getElementById('root');
if (container) void start(container);
