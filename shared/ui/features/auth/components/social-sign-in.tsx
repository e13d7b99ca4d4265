import type { InitSettings } from '@ferry/shared/contracts';
import { useTranslate } from '../../../i18n/use-translate';
import { AppleSignIn } from './apple-sign-in';
import { GoogleSignIn } from './google-sign-in';

/** Google and Apple, each only when configured; nothing at all when neither is. */
export function SocialSignIn({ signIn }: { signIn: InitSettings['sign_in'] }) {
  const t = useTranslate();
  if (!signIn.google && !signIn.apple) return null;
  return (
    <section className="ferry-social" aria-label={t('auth.social.label')}>
      <p className="ferry-divider">
        <span>{t('auth.social.or')}</span>
      </p>
      {signIn.google ? <GoogleSignIn clientId={signIn.google.client_id} /> : null}
      {signIn.apple ? <AppleSignIn clientId={signIn.apple.client_id} /> : null}
    </section>
  );
}
