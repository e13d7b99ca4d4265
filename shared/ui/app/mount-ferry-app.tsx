import { parseWidgetParams, resolveDisplayMode } from '@ferry/shared/domain';
import {
  createAccountScopedStorage,
  createSafeSyncStorage,
  findLocalStorage,
  type OnScreenMainButton,
  type Platform,
  type PlatformStorage,
  wipeScopedKeys,
} from '@ferry/shared/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { MainButtonBar } from '../components/main-button-bar';
import { keepSignUpReferrer } from '../features/auth/utils/sign-up-referrer';
import { createLoadedI18n } from '../i18n/create-loaded-i18n';
import { resolveInitialLanguage } from '../i18n/language-storage';
import { host } from '../lib/host';
import { applyFrameColors } from '../shell/frame/frame-look';
import { linkFrameCustomerOnSignIn } from '../shell/frame/link-frame-customer';
import { embeddingUrlOf, openFrame } from '../shell/frame/open-frame';
import { MESSENGER_PREFIX } from '../shell/storage-keys';
import { type AppServices, createAppServices, startLiveUpdates, startSession } from './create-app-services';
import { FerryApp } from './ferry-app';
import { FirstPaintSignal } from './first-paint-signal';
import { prefetchLanding } from './prefetch-landing';
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

/**
 * How long the prerendered landing shell may stand in for the screen while the first route's code
 * and the session's first answer arrive; after that the app's own loading state takes over.
 */
const SHELL_HOLD_MS = 4000;

/** Resolves when `isReady` holds for the store's state, or after `timeoutMs`. */
function whenReady<S>(
  store: { getState(): S; subscribe(listener: (state: S) => void): () => void },
  isReady: (state: S) => boolean,
  timeoutMs: number,
): Promise<void> {
  if (isReady(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = store.subscribe((state) => {
      if (isReady(state)) done();
    });
  });
}

/**
 * With the landing's shell on screen (painted from the HTML before any script, see
 * `landing-shell/`), React's first commit must be the screen itself, so that the shell gives way
 * to it in one commit with nothing moving: not a blank lazy route, nor the session's spinner (the
 * stored session being checked, the mini-app signing in), which would stand where the shell's
 * screen was.
 */
async function holdShellUntilScreen(router: DataRouter, session: AppServices['session']) {
  const routerStore = { getState: () => router.state, subscribe: router.subscribe };
  await Promise.all([
    whenReady(routerStore, (state) => state.initialized, SHELL_HOLD_MS),
    whenReady(
      session,
      (state) => state.status !== 'restoring' && state.status !== 'signing-in',
      SHELL_HOLD_MS,
    ),
  ]);
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
 * The frame's own headers: the key it was opened with, the page around it (spec 000 §7), and the
 * token `frame/open` gave it, read at each call since it arrives after the first.
 */
function frameCredentials(search: string, embeddingUrl: string | null, frameToken: { value: string | null }) {
  const apiKey = new URLSearchParams(search).get('apiKey');
  return {
    ...(apiKey ? { apiKey } : {}),
    ...(embeddingUrl ? { widgetOriginalUrl: embeddingUrl } : {}),
    getFrameToken: () => frameToken.value,
  };
}

function findSessionStorage(): Storage | null {
  try {
    return host.sessionStorage();
  } catch {
    return null;
  }
}

/**
 * Checks the frame's door before the first screen, signs the customer in when a
 * session link opened it, and puts on the merchant's look.
 */
async function startFrame(services: AppServices, platform: Platform, embeddingUrl: string | null) {
  const opened = await openFrame(services.api, {
    search: host.search(),
    pathname: host.pathname(),
    embeddingUrl,
    saved: findSessionStorage(),
    warn: (message) => console.warn(message),
  });
  if (opened.login) await services.session.getState().completeSignIn(opened.login);
  if (opened.state.status === 'ready') {
    const { look } = opened.state.params;
    applyFrameColors(look.colors, document);
    if (look.theme) await platform.theme.preference?.set(look.theme);
  }
  return { state: opened.state, status: opened.state.status, hasSignedIn: opened.login !== null };
}

/**
 * Starts the app the same way in every shell: the mode from the first path segment, resolved once
 * for the visit (spec 000 §2); the language (stored → browser → en); the API client on the mode's
 * base with the mode's token keys; the session (the mini-app signs in with its init data); the
 * router under the mode's basename.
 */
export async function mountFerryApp(container: HTMLElement, shell: ShellParts): Promise<void> {
  const { mode, basename } = resolveDisplayMode(host.pathname());
  const isFrame = mode === 'widget' || mode === 'pay-frame';
  // A web visitor's `?ref=` outlives the redirect to sign-in, for the sign-up it leads to (the
  // mini-app's comes signed in its start parameter instead).
  if (mode === 'display') keepSignUpReferrer(host.search(), findSessionStorage());
  // A merchant's `language` needs no trust: it only picks the catalogue (spec 000 §3).
  const frameLanguage = isFrame ? parseWidgetParams(host.search(), host.pathname()).look.language : null;
  // The language is read (Telegram's cloud storage answers through the client) while the session
  // and the landing's data start below: none of them needs it, so no request waits for it.
  const language = frameLanguage
    ? Promise.resolve(frameLanguage)
    : resolveInitialLanguage(shell.platform.storage, shell.browserLanguages);
  // English is bundled; another language's catalogue arrives before the first paint.
  const i18nReady = language.then((chosen) => createLoadedI18n(chosen, window));
  // Awaited below; a failure surfaces there, not as an unhandled rejection in between.
  i18nReady.catch(() => undefined);
  const localStorage = findLocalStorage(window) as Storage | null;
  const accountScope = mode === 'messenger' ? (shell.accountScope ?? null) : null;
  const safeStorage = createSafeSyncStorage(localStorage);
  const embeddingUrl = isFrame ? embeddingUrlOf(window) : null;
  const frameToken: { value: string | null } = { value: null };
  const services = createAppServices({
    mode,
    ...(isFrame ? { widget: frameCredentials(host.search(), embeddingUrl, frameToken) } : {}),
    storage: accountScope
      ? createAccountScopedStorage(safeStorage, MESSENGER_PREFIX, accountScope)
      : safeStorage,
    onSignedOut() {
      // Spec 001 §3: every messenger key is wiped on logout.
      if (mode === 'messenger') wipeMessengerData(localStorage, shell.platform.storage, accountScope);
    },
  });
  prefetchLanding(
    services,
    { mode, path: host.pathname().slice(basename.length), search: host.search() },
    language,
  );
  const frame = isFrame ? await startFrame(services, shell.platform, embeddingUrl) : null;
  if (frame?.state.status === 'ready' && frame.state.frameToken) {
    frameToken.value = frame.state.frameToken;
    linkFrameCustomerOnSignIn(services.session, services.api);
  }
  if (frame?.status !== 'ready' || !frame.hasSignedIn) startSession(services, shell.platform, mode);
  startLiveUpdates(services, mode, {
    origin: host.origin(),
    online: { onOnline: host.onOnline },
  });
  const i18n = await i18nReady;
  const router = createBrowserRouter(createFerryRoutes(services.events), { basename: basename || '/' });

  if (container.hasChildNodes()) await holdShellUntilScreen(router, services.session);
  const onFirstPaint = shell.onFirstPaint ? once(shell.onFirstPaint) : null;
  createRoot(container).render(
    <StrictMode>
      <FerryApp
        platform={shell.platform}
        services={services}
        i18n={i18n}
        router={router}
        mode={mode}
        frame={frame?.state ?? null}
      >
        {shell.onScreenButton ? <MainButtonBar button={shell.onScreenButton} /> : null}
        {onFirstPaint ? <FirstPaintSignal router={router} onFirstPaint={onFirstPaint} /> : null}
      </FerryApp>
    </StrictMode>,
  );
}
