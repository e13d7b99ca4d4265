import type { Language } from '@ferry/locales';
import type { FetchLike, Tokens } from '@ferry/shared/api';
import { tokenStorageKey } from '@ferry/shared/api';
import type { Endpoint } from '@ferry/shared/contracts';
import type { DisplayMode } from '@ferry/shared/domain';
import type { OnScreenMainButton, Platform, SyncStorage } from '@ferry/shared/platform';
import { cleanup, render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createAppServices, startSession } from '../app/create-app-services';
import { FerryApp } from '../app/ferry-app';
import { createFerryRoutes } from '../app/routes';
import { MainButtonBar } from '../components/main-button-bar';
import {
  DEFAULT_AMOUNT,
  DEFAULT_PAIR,
  useExchangePairStore,
} from '../features/exchange/stores/exchange-pair-store';
import { createI18n } from '../i18n/create-i18n';
import type { ApiCaller } from '../queries/api-context';
import { createQueryClient } from '../queries/create-query-client';
import type { FrameState } from '../shell/frame/frame-state';
import { createMemoryStorage, createTestBrowserPlatform } from './fake-platform';

afterEach(() => {
  cleanup();
  useExchangePairStore.setState({ ...DEFAULT_PAIR, amount: DEFAULT_AMOUNT });
});

/** A fake API: each call goes to `answer` with the endpoint's id. */
export function createFakeApi(answer: (endpointId: string, input?: unknown) => unknown | Promise<unknown>) {
  const call = vi.fn(async (endpoint: Endpoint, input?: unknown) => answer(endpoint.id, input));
  return { call } as unknown as ApiCaller & { call: typeof call };
}

interface RenderAppOptions {
  path?: string;
  /** Router state of the first entry (where a guard would send the user back to). */
  state?: unknown;
  platform?: Platform;
  /** A scripted caller by endpoint id; or `fetch` to run the real client against a fake server. */
  api?: ApiCaller;
  fetch?: FetchLike;
  language?: Language;
  mode?: DisplayMode;
  storage?: SyncStorage;
  /** A stored session the visit starts with (full unless `isTemporary`). */
  session?: Tokens & { isTemporary?: boolean };
  /** The shop's frame the app runs in (widget mode), as `frame/open` decided it. */
  frame?: FrameState;
  /** The texts; the whole catalogue in `language` unless given. */
  i18n?: i18n;
}

function isOnScreenButton(button: Platform['mainButton']): button is OnScreenMainButton {
  return !button.isNative && 'press' in button;
}

/** The whole shared app on a memory router, as a shell would mount it. */
export function renderApp({
  path = '/exchange',
  state,
  platform = createTestBrowserPlatform(),
  api,
  fetch,
  language = 'en',
  mode = 'display',
  storage = createMemoryStorage(),
  session,
  frame,
  i18n = createI18n(language),
}: RenderAppOptions = {}) {
  if (session) {
    const { isTemporary = false, ...tokens } = session;
    storage.setItem(tokenStorageKey(mode, isTemporary), JSON.stringify(tokens));
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const services = createAppServices({
    mode,
    storage,
    queryClient,
    fetch,
    api: fetch ? undefined : (api ?? createFakeApi(() => ({ currencies: [] }))),
  });
  startSession(services, platform, mode);
  const url = new URL(path, 'https://ferry.test');
  const entry = { pathname: url.pathname, search: url.search, state };
  const router = createMemoryRouter(createFerryRoutes(services.events), { initialEntries: [entry] });
  // As the web shell does: a main button the shell does not draw is drawn on screen.
  const onScreenButton = isOnScreenButton(platform.mainButton) ? platform.mainButton : null;
  const view = render(
    <FerryApp
      platform={platform}
      services={services}
      i18n={i18n}
      router={router}
      mode={mode}
      frame={frame ?? null}
    >
      {onScreenButton ? <MainButtonBar button={onScreenButton} /> : null}
    </FerryApp>,
  );
  return { ...view, router, i18n, platform, services, storage };
}
