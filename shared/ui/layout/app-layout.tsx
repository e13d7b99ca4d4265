import { IconButton } from '@telegram-apps/telegram-ui';
import '../styles/navigation.css';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { BackArrowIcon } from '../components/icons';
import { useTranslate } from '../i18n/use-translate';
import { host } from '../lib/host';
import { usePlatform } from '../platform-hooks/platform-context';
import { useSettingsButton } from '../platform-hooks/use-settings-button';
import { isFrameMode, useDisplayMode } from '../shell/display-mode-context';
import { useReadyFrame } from '../shell/frame/frame-context';
import { NativeHostEffects } from '../shell/native/native-host-effects';
import { PROFILE_PATH } from '../shell/paths';
import { useSession } from '../shell/session/session-context';
import { AccountLink } from './account-link';
import { MainNavigation } from './main-navigation';
import { navigationVisibility } from './navigation-visibility';
import { OfflineNotice } from './offline-notice';
import { findCurrentHandle, isTitleHiddenFor, resolveTitleKey } from './route-handle';
import { useGoBack } from './use-go-back';
import { useNativeBackButton } from './use-native-back-button';
import { usePageTitle } from './use-page-title';

/** Moves focus to the new screen after a navigation, as a page load would, for keyboard and reader users. */
function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path on purpose
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    host.scrollToTop();
  }, [pathname]);
  return mainRef;
}

/**
 * The frame around every screen: the title, a back control on child screens (Telegram's own
 * button in the mini-app, an on-screen arrow elsewhere), the main menu (tabs or sidebar, see
 * `navigationVisibility`), the offline notice and the frame modes' brand line.
 */
export function AppLayout() {
  const t = useTranslate();
  const mode = useDisplayMode();
  const { backButton, nativeHost } = usePlatform();
  const { pathname } = useLocation();
  const sessionStatus = useSession((state) => state.status);
  const navigation = navigationVisibility({ mode, status: sessionStatus, pathname });
  const current = findCurrentHandle(useMatches());
  // A main tab is a root: the menu leads away from it, so it has no back control.
  const parentPath = navigation === 'root' ? undefined : current?.handle.parentPath;
  const goBack = useGoBack(parentPath ?? '/');
  const back = parentPath ? goBack : null;
  const title = current ? t(resolveTitleKey(current.handle, current.params)) : null;
  const isTitleShown = title !== null && !(current && isTitleHiddenFor(current.handle, current.params));
  const frame = useReadyFrame();
  // A merchant may hide the back arrow (`isHideBackButton`) when its page has its own.
  const isArrowShown = back !== null && !backButton.isNative && frame?.params.flags.isHideBackButton !== true;
  const isBrandShown = isFrameMode(mode) && frame?.params.flags.isBrandDisplayed !== false;
  // Frames belong to a merchant's page; their accounts come with the merchant's flow.
  // With the menu on screen its Profile tab is the way to the account.
  const isAccountLinkShown =
    current?.handle.hasAccountLink === true && !isFrameMode(mode) && navigation === 'none';
  const mainRef = useFocusOnNavigation();

  useNativeBackButton(back);
  // Telegram's Settings menu item opens the profile once there is an account to show.
  const navigate = useNavigate();
  useSettingsButton(
    sessionStatus === 'signed-in' && pathname !== PROFILE_PATH,
    () => void navigate(PROFILE_PATH),
  );
  usePageTitle(title);

  return (
    <div
      className="ferry-shell"
      data-display-mode={mode}
      data-navigation={navigation === 'none' ? undefined : navigation}
    >
      {navigation === 'none' ? null : <MainNavigation placement={navigation} />}
      {isTitleShown || isArrowShown || isAccountLinkShown ? (
        <header className="ferry-topbar">
          {isArrowShown ? (
            <IconButton
              mode="plain"
              size="m"
              aria-label={t('common.back')}
              onClick={back}
              className="ferry-back"
            >
              <BackArrowIcon />
            </IconButton>
          ) : null}
          {isTitleShown ? <h1 className="ferry-title">{title}</h1> : null}
          {isAccountLinkShown ? <AccountLink /> : null}
        </header>
      ) : null}
      <main className="ferry-main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      {frame?.merchant.isTestMode ? (
        <p className="ferry-test-mode" role="status">
          {t('shell.frame.testMode')}
        </p>
      ) : null}
      {isBrandShown ? (
        <footer className="ferry-brand">{t('common.poweredBy', { name: t('common.appName') })}</footer>
      ) : null}
      <OfflineNotice />
      {nativeHost ? <NativeHostEffects nativeHost={nativeHost} /> : null}
    </div>
  );
}
