import '../styles/base.css';
import '../styles/shell.css';
import '../styles/states.css';
import '../styles/main-button.css';
import '../styles/amounts-and-statuses.css';
import '../styles/toasts.css';
import '../styles/low-performance.css';
import '../styles/currency-pair.css';
import '../styles/preferences.css';
import '../styles/exchange-form.css';
import '../styles/exchange-steps.css';
import '../styles/pay-frame.css';
import '../styles/currencies.css';
import '../styles/forms.css';
import '../styles/auth.css';
import '../styles/menu.css';
import '../styles/security.css';
import '../styles/responsive.css';
import type { DisplayMode } from '@ferry/shared/domain';
import type { Platform } from '@ferry/shared/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { i18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TwoFactorDialog } from '../features/two-factor/components/two-factor-dialog';
import { PayoutDetailsDialog } from '../features/withdraw/components/payout-details-dialog';
import { syncDocumentLanguage } from '../i18n/sync-document-language';
import { useToasterGate } from '../lib/toaster-gate';
import { PlatformProvider, usePlatform } from '../platform-hooks/platform-context';
import { useTheme } from '../platform-hooks/use-theme';
import { ApiProvider } from '../queries/api-context';
import { DisplayModeProvider } from '../shell/display-mode-context';
import { FrameProvider } from '../shell/frame/frame-context';
import { postFrameEvent } from '../shell/frame/frame-events';
import { FrameRefused } from '../shell/frame/frame-refused';
import type { FrameState } from '../shell/frame/frame-state';
import { LiveEventBusProvider } from '../shell/live/live-event-bus-context';
import { LocalStoreProvider } from '../shell/local-store-context';
import { SessionProvider } from '../shell/session/session-context';
import type { AppServices } from './create-app-services';
import { useCountryBlockRedirect } from './use-country-block-redirect';
import { useUpdateRequiredRedirect } from './use-update-required-redirect';

export interface FerryAppProps {
  platform: Platform;
  services: AppServices;
  i18n: i18n;
  router: DataRouter;
  mode: DisplayMode;
  /** Rendered after the routes inside the themed root (the web's on-screen main button). */
  children?: ReactNode;
  /** The widget or pay frame's checked door; null in the other modes. */
  frame?: FrameState | null;
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
export function FerryApp({ platform, services, i18n, router, mode, children, frame = null }: FerryAppProps) {
  useEffect(() => syncDocumentLanguage(i18n, document.documentElement), [i18n]);
  // The merchant's page learns the frame is up, and how far its URL was trusted.
  useEffect(() => {
    if (frame?.status === 'ready')
      postFrameEvent(frame, 'ready', { trust: frame.trust, test_mode: frame.merchant.isTestMode });
  }, [frame]);
  useUpdateRequiredRedirect(services.events, router);
  useCountryBlockRedirect(services.events, router);
  return (
    <PlatformProvider platform={platform}>
      <DisplayModeProvider mode={mode}>
        <FrameProvider frame={frame}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={services.queryClient}>
              <ApiProvider client={services.api}>
                <LocalStoreProvider storage={services.storage}>
                  <SessionProvider store={services.session}>
                    <LiveEventBusProvider bus={services.liveEvents}>
                      <ThemedRoot>
                        {frame?.status === 'refused' ? (
                          <FrameRefused reason={frame.reason} />
                        ) : (
                          <RouterProvider router={router} />
                        )}
                        <TwoFactorDialog prompt={services.twoFactor} />
                        {services.payoutDetails ? (
                          <PayoutDetailsDialog prompt={services.payoutDetails} />
                        ) : null}
                        {children}
                      </ThemedRoot>
                    </LiveEventBusProvider>
                  </SessionProvider>
                </LocalStoreProvider>
              </ApiProvider>
            </QueryClientProvider>
          </I18nextProvider>
        </FrameProvider>
      </DisplayModeProvider>
    </PlatformProvider>
  );
}
