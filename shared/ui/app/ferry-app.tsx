import '../styles/base.css';
import '../styles/exchange.css';
import '../styles/currencies.css';
import '../styles/responsive.css';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { i18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { DisplayMode } from '../../domain/index';
import type { Platform } from '../../platform/index';
import { type ApiCaller, ApiProvider } from '../api/api-context';
import { syncDocumentLanguage } from '../i18n/sync-document-language';
import { PlatformProvider, usePlatform } from '../platform/platform-context';
import { useTheme } from '../platform/use-theme';
import { DisplayModeProvider } from './display-mode-context';

export interface FerryAppProps {
  platform: Platform;
  api: ApiCaller;
  i18n: i18n;
  queryClient: QueryClient;
  router: DataRouter;
  mode: DisplayMode;
  /** Rendered after the routes inside the themed root (the web's on-screen main button). */
  children?: ReactNode;
}

/** telegram-ui reads appearance and look from its root; both follow the shell's theme. */
function ThemedRoot({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { appearance } = useTheme();
  return (
    <AppRoot appearance={appearance} platform={platform.uiPlatform} className="ferry-root">
      {children}
    </AppRoot>
  );
}

/** The shared app both shells render: providers, theme root and the routes. */
export function FerryApp({ platform, api, i18n, queryClient, router, mode, children }: FerryAppProps) {
  useEffect(() => syncDocumentLanguage(i18n, document.documentElement), [i18n]);
  return (
    <PlatformProvider platform={platform}>
      <DisplayModeProvider mode={mode}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider client={api}>
              <ThemedRoot>
                <RouterProvider router={router} />
                {children}
              </ThemedRoot>
            </ApiProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </DisplayModeProvider>
    </PlatformProvider>
  );
}
