import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { resolveDisplayMode } from '../../domain/index';
import {
  createAccountScopedStorage,
  createSafeSyncStorage,
  findLocalStorage,
  MESSENGER_PREFIX,
  type OnScreenMainButton,
  type Platform,
  type PlatformStorage,
  wipeScopedKeys,
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
  /**
   * The messenger account the app was opened by (the Telegram user): the mini-app's keys on this
   * device are kept under it, so two accounts on one device never see each other's data.
   */
  accountScope?: string | null;
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

/** Logout in the mini-app (spec 001 §3): every prefixed key of this account goes, local and cloud. */
function wipeMessengerData(
  localStorage: Storage | null,
  cloud: PlatformStorage,
  accountScope: string | null,
) {
  const localPrefix = accountScope ? `${MESSENGER_PREFIX}${accountScope}.` : MESSENGER_PREFIX;
  try {
    if (localStorage) wipeScopedKeys(localStorage, localPrefix);
  } catch {
    // Storage refused: nothing of ours is kept there then.
  }
  // Telegram keeps cloud storage per account already; the prefix marks the mini-app's own keys.
  void cloud
    .keys?.()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith(MESSENGER_PREFIX)).map(cloud.removeItem)))
    .catch(() => undefined);
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
  const localStorage = findLocalStorage(window) as Storage | null;
  const accountScope = mode === 'messenger' ? (shell.accountScope ?? null) : null;
  const safeStorage = createSafeSyncStorage(localStorage);
  const services = createAppServices({
    mode,
    storage: accountScope
      ? createAccountScopedStorage(safeStorage, MESSENGER_PREFIX, accountScope)
      : safeStorage,
    onSignedOut() {
      // Spec 001 §3: every messenger key is wiped on logout.
      if (mode === 'messenger') wipeMessengerData(localStorage, shell.platform.storage, accountScope);
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
