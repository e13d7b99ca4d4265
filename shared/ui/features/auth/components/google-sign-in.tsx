import { useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { host } from '../../../lib/host';
import { useTheme } from '../../../platform-hooks/use-theme';
import { loadScript } from '../captcha/load-script';
import { useIdentitySignIn } from './use-identity-sign-in';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback(response: { credential?: string }): void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/**
 * Google's own button (Google Identity Services), drawn only when init-settings names a client
 * id: the script loads from Google's CDN at that moment, never otherwise.
 */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { appearance } = useTheme();
  const holderRef = useRef<HTMLDivElement>(null);
  const [isReady, setReady] = useState(false);
  const { signIn, error, setError, isSigningIn } = useIdentitySignIn('google');
  const signInRef = useRef(signIn);
  signInRef.current = signIn;

  useEffect(() => {
    let isCurrent = true;
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        const google = host.global<GoogleIdentity>('google');
        const holder = holderRef.current;
        if (!isCurrent || !google || !holder) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) void signInRef.current(response.credential);
          },
        });
        google.accounts.id.renderButton(holder, {
          type: 'standard',
          theme: appearance === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: 320,
          locale: language,
        });
        setReady(true);
      })
      .catch(() => {
        if (isCurrent) setError(t('auth.social.unavailable', { provider: 'Google' }));
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, appearance, language, setError, t]);

  return (
    <div className="ferry-social-button" aria-busy={isSigningIn || !isReady}>
      <div ref={holderRef} />
      {isSigningIn ? <LoadingState label={t('auth.social.signingIn')} /> : null}
      <FormError message={error} />
    </div>
  );
}
