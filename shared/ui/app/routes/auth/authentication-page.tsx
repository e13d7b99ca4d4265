import { Navigate, useLocation } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { CaptchaProvider } from '../../../features/auth/captcha/captcha-context';
import { EmailSignIn } from '../../../features/auth/components/email-sign-in';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { TelegramSignIn } from '../../../features/auth/components/telegram-sign-in';
import { TermsNotice } from '../../../features/auth/components/terms-notice';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { useInitSettings } from '../../../shell/init-settings';
import { useLocalStore } from '../../../shell/local-store-context';
import { AUTH_INTRO_PATH } from '../../../shell/paths';

/**
 * `/authentication` (spec 001 §2): inside Telegram the init data signs in; elsewhere the email
 * code, with Google and Apple when configured.
 */
export function AuthenticationPage() {
  const mode = useDisplayMode();
  const { initData } = usePlatform();
  if (mode === 'messenger' && initData) return <TelegramSignIn initData={initData} />;
  return <EmailAuthentication />;
}

function EmailAuthentication() {
  const t = useTranslate();
  const location = useLocation();
  const intro = useLocalStore('intro-seen');
  const { data: settings, error, isPending, refetch, isFetching } = useInitSettings();

  if (isPending) return <LoadingState />;
  if (!settings) {
    return <QueryErrorState query={{ error, isFetching, refetch }} title={t('auth.settingsError')} />;
  }
  if (settings.is_intro_enabled && !intro.storage.getItem(intro.key)) {
    return <Navigate to={AUTH_INTRO_PATH} replace state={location.state} />;
  }
  return (
    <CaptchaProvider settings={settings.captcha}>
      <div className="ferry-auth">
        {settings.sign_in.email ? <EmailSignIn /> : null}
        <SocialSignIn signIn={settings.sign_in} />
        <TermsNotice termsUrl={settings.terms.terms_url} privacyUrl={settings.terms.privacy_url} />
      </div>
    </CaptchaProvider>
  );
}
