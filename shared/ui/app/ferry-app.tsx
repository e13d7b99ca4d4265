import '../styles/base.css';
import '../styles/exchange.css';
import '../styles/currencies.css';
import '../styles/forms.css';
import '../styles/auth.css';
import '../styles/menu.css';
import '../styles/security.css';
import '../styles/responsive.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { i18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { DisplayMode } from '../../domain/index';
import type { Platform } from '../../platform/index';
import { ApiProvider } from '../api/api-context';
import { TwoFactorDialog } from '../features/two-factor/components/two-factor-dialog';
import { syncDocumentLanguage } from '../i18n/sync-document-language';
import { useToasterGate } from '../lib/toaster-gate';
import { PlatformProvider, usePlatform } from '../platform/platform-context';
import { useTheme } from '../platform/use-theme';
import { DisplayModeProvider } from '../shell/display-mode-context';
import { LiveEventBusProvider } from '../shell/live/live-event-bus-context';
import { LocalStoreProvider } from '../shell/local-store-context';
import { SessionProvider } from '../shell/session/session-context';
import type { AppServices } from './create-app-services';
import { useUpdateRequiredRedirect } from './use-update-required-redirect';

export interface FerryAppProps {
  platform: Platform;
  services: AppServices;
  i18n: i18n;
  router: DataRouter;
  mode: DisplayMode;
  /** Rendered after the routes inside the themed root (the web's on-screen main button). */
  children?: ReactNode;
}

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

/** telegram-ui reads appearance and look from its root; both follow the shell's theme. */
function ThemedRoot({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { appearance } = useTheme();
  const isToasterWanted = useToasterGate((state) => state.isWanted);
  return (
    <AppRoot appearance={appearance} platform={platform.uiPlatform} className="ferry-root">
      {children}
      {isToasterWanted && (
        <Suspense fallback={null}>
          <AppToaster appearance={appearance} />
        </Suspense>
      )}
    </AppRoot>
  );
}

/** The shared app both shells render: providers, theme root, the routes and the 2FA dialog. */
export function FerryApp({ platform, services, i18n, router, mode, children }: FerryAppProps) {
  useEffect(() => syncDocumentLanguage(i18n, document.documentElement), [i18n]);
  useUpdateRequiredRedirect(services.events, router);
  return (
    <PlatformProvider platform={platform}>
      <DisplayModeProvider mode={mode}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={services.queryClient}>
            <ApiProvider client={services.api}>
              <LocalStoreProvider storage={services.storage}>
                <SessionProvider store={services.session}>
                  <LiveEventBusProvider bus={services.liveEvents}>
                    <ThemedRoot>
                      <RouterProvider router={router} />
                      <TwoFactorDialog prompt={services.twoFactor} />
                      {children}
                    </ThemedRoot>
                  </LiveEventBusProvider>
                </SessionProvider>
              </LocalStoreProvider>
            </ApiProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </DisplayModeProvider>
    </PlatformProvider>
  );
}
