import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { wipeMessengerKeys } from '../../api/index';
import { resolveDisplayMode } from '../../domain/index';
import {
  createSafeSyncStorage,
  findLocalStorage,
  type OnScreenMainButton,
  type Platform,
} from '../../platform/index';
import { MainButtonBar } from '../components/main-button-bar';
import { createLoadedI18n } from '../i18n/create-i18n';
import { resolveInitialLanguage } from '../i18n/language-storage';
import { createAppServices, startLiveUpdates, startSession } from './create-app-services';
import { FerryApp } from './ferry-app';
import { FirstPaintSignal } from './first-paint-signal';
import { createFerryRoutes } from './routes';

export interface ShellParts {
  platform: Platform;
  /** The user's languages in order of preference (Telegram's first inside the messenger). */
  browserLanguages: readonly string[];
  /** Set when the page draws the main button itself (no native one). */
  onScreenButton: OnScreenMainButton | null;
  /** Called once when the first screen has painted (the mini-app's `ready()`). */
  onFirstPaint?: () => void;
}

/** A callback that runs at most once, however often it is called. */
function once(callback: () => void): () => void {
  let isCalled = false;
  return () => {
    if (isCalled) return;
    isCalled = true;
    callback();
  };
}

/**
 * Starts the app the same way in every shell: the mode from the first path segment, resolved once
 * for the visit (spec 000 §2); the language (stored → browser → en); the API client on the mode's
 * base with the mode's token keys; the session (the mini-app signs in with its init data); the
 * router under the mode's basename.
 */
export async function mountFerryApp(container: HTMLElement, shell: ShellParts): Promise<void> {
  const { mode, basename } = resolveDisplayMode(window.location.pathname);
  const language = await resolveInitialLanguage(shell.platform.storage, shell.browserLanguages);
  // English is bundled; another language's catalogue arrives before the first paint.
  const i18n = await createLoadedI18n(language);
  const localStorage = findLocalStorage(window);
  const services = createAppServices({
    mode,
    storage: createSafeSyncStorage(localStorage),
    onSignedOut() {
      // Spec 001 §3: every messenger key is wiped on logout.
      if (mode !== 'messenger' || !localStorage) return;
      try {
        wipeMessengerKeys(localStorage as Storage);
      } catch {
        // Storage refused: nothing of ours is kept there then.
      }
    },
  });
  startSession(services, shell.platform, mode);
  startLiveUpdates(services, mode, {
    origin: window.location.origin,
    online: {
      onOnline(listener) {
        window.addEventListener('online', listener);
        return () => window.removeEventListener('online', listener);
      },
    },
  });
  const router = createBrowserRouter(createFerryRoutes(services.events), { basename: basename || '/' });

  const onFirstPaint = shell.onFirstPaint ? once(shell.onFirstPaint) : null;
  createRoot(container).render(
    <StrictMode>
      <FerryApp platform={shell.platform} services={services} i18n={i18n} router={router} mode={mode}>
        {shell.onScreenButton ? <MainButtonBar button={shell.onScreenButton} /> : null}
        {onFirstPaint ? <FirstPaintSignal router={router} onFirstPaint={onFirstPaint} /> : null}
      </FerryApp>
    </StrictMode>,
  );
}
