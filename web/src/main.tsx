import './install-buffer';
import '@telegram-apps/telegram-ui/dist/styles.css';
import { createApiClient, createStorageTokenStore } from '@ferry/shared/api';
import { resolveDisplayMode } from '@ferry/shared/domain';
import {
  bindThemeCssVariables,
  createBrowserPlatform,
  createSafeSyncStorage,
  findLocalStorage,
} from '@ferry/shared/platform';
import {
  createFerryRoutes,
  createI18n,
  createQueryClient,
  FerryApp,
  MainButtonBar,
  resolveInitialLanguage,
} from '@ferry/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

/** The browser shell: full display, widget frame, pay frame and the native WebView. */
async function start(container: HTMLElement) {
  // Resolved once: the first path segment decides the mode for the whole visit (spec 000 §2).
  const { mode, basename } = resolveDisplayMode(window.location.pathname);
  const storage = createSafeSyncStorage(findLocalStorage(window));
  const platform = createBrowserPlatform({ window, storage });
  bindThemeCssVariables(platform.theme, document.documentElement);

  const language = await resolveInitialLanguage(platform.storage, navigator.languages);
  const i18n = createI18n(language);
  const api = createApiClient({ mode, tokens: createStorageTokenStore(storage, mode) });
  const router = createBrowserRouter(createFerryRoutes(), { basename: basename || '/' });

  createRoot(container).render(
    <StrictMode>
      <FerryApp
        platform={platform}
        api={api}
        i18n={i18n}
        queryClient={createQueryClient()}
        router={router}
        mode={mode}
      >
        <MainButtonBar button={platform.mainButton} />
      </FerryApp>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
