import type { Language } from '@ferry/locales';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { Endpoint } from '../../contracts/index';
import type { DisplayMode } from '../../domain/index';
import type { Platform } from '../../platform/index';
import type { ApiCaller } from '../api/api-context';
import { createQueryClient } from '../api/create-query-client';
import { FerryApp } from '../app/ferry-app';
import { createFerryRoutes } from '../app/routes';
import { DEFAULT_PAIR, useExchangePairStore } from '../features/exchange/stores/exchange-pair-store';
import { createI18n } from '../i18n/create-i18n';
import { createTestBrowserPlatform } from './fake-platform';

afterEach(() => {
  cleanup();
  useExchangePairStore.setState(DEFAULT_PAIR);
});

/** A fake API: each call goes to `answer` with the endpoint's id. */
export function createFakeApi(answer: (endpointId: string) => unknown | Promise<unknown>) {
  const call = vi.fn(async (endpoint: Endpoint) => answer(endpoint.id));
  return { call } as unknown as ApiCaller & { call: typeof call };
}

interface RenderAppOptions {
  path?: string;
  platform?: Platform;
  api?: ApiCaller;
  language?: Language;
  mode?: DisplayMode;
}

/** The whole shared app on a memory router, as a shell would mount it. */
export function renderApp({
  path = '/exchange',
  platform = createTestBrowserPlatform(),
  api = createFakeApi(() => ({ currencies: [] })),
  language = 'en',
  mode = 'display',
}: RenderAppOptions = {}) {
  const router = createMemoryRouter(createFerryRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const i18n = createI18n(language);
  const view = render(
    <FerryApp
      platform={platform}
      api={api}
      i18n={i18n}
      queryClient={queryClient}
      router={router}
      mode={mode}
    />,
  );
  return { ...view, router, i18n, platform, api };
}
