import { Button } from '@telegram-apps/telegram-ui';
import { FormError } from '../../../components/form-error';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { host } from '../../../lib/host';
import { loadScript } from '../captcha/load-script';
import { useIdentitySignIn } from './use-identity-sign-in';

/** Apple's script names the language in its path; these are the ones we speak. */
const APPLE_LOCALES = { en: 'en_US', uk: 'uk_UA', ru: 'ru_RU', pl: 'pl_PL' } as const;

interface AppleId {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization?: { id_token?: string } }>;
  };
}

/** Apple rejects with `{ error: 'popup_closed_by_user' }` when the user closes its window. */
function isPopupClosed(failure: unknown): boolean {
  return (failure as { error?: unknown } | null)?.error === 'popup_closed_by_user';
}

/**
 * "Continue with Apple", shown only when init-settings names an Apple client id; Sign in with
 * Apple JS loads from Apple's CDN on the tap, in a popup.
 */
export function AppleSignIn({ clientId }: { clientId: string }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { signIn, error, setError, isSigningIn } = useIdentitySignIn('apple');

  async function start() {
    setError(null);
    try {
      await loadScript(
        `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${APPLE_LOCALES[language]}/appleid.auth.js`,
      );
      const apple = host.global<AppleId>('AppleID');
      if (!apple) throw new Error('Sign in with Apple did not start');
      apple.auth.init({
        clientId,
        scope: 'email',
        redirectURI: `${host.origin()}${host.pathname()}`,
        usePopup: true,
      });
      const answer = await apple.auth.signIn();
      const idToken = answer.authorization?.id_token;
      if (idToken) await signIn(idToken);
    } catch (failure) {
      if (isPopupClosed(failure)) return;
      setError(t('auth.social.unavailable', { provider: 'Apple' }));
    }
  }

  return (
    <div className="ferry-social-button">
      <Button
        mode="outline"
        size="l"
        stretched
        type="button"
        loading={isSigningIn}
        disabled={isSigningIn}
        onClick={() => void start()}
      >
        {t('auth.social.apple')}
      </Button>
      <FormError message={error} />
    </div>
  );
}
