import { Checkbox } from '@telegram-apps/telegram-ui';
import { type MouseEvent, useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FormError } from '../../../components/form-error';
import { DocumentIcon } from '../../../components/icons';
import { LoadingState } from '../../../components/loading-state';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { AUTH_PATH, CABINET_PATH } from '../../../shell/paths';
import { readReturnPath } from '../../../shell/session/return-path';
import { useSession } from '../../../shell/session/session-context';

/**
 * `/confirm-terms` (spec 001 §2, §4): a temporary session becomes a full one once the current
 * terms are accepted. The messenger variant is compact: the terms linked above Telegram's main
 * button "Accept and continue", whose press is the consent (one tap, the text under the links
 * says so). The web keeps the explicit box before "Accept". Either way the user then goes on to
 * the screen they were headed for.
 */
export function ConfirmTermsPage() {
  const location = useLocation();
  const status = useSession((state) => state.status);
  if (status === 'restoring' || status === 'signing-in') return <LoadingState />;
  if (status === 'signed-in') return <Navigate to={readReturnPath(location.state, CABINET_PATH)} replace />;
  if (status !== 'needs-terms') return <Navigate to={AUTH_PATH} replace state={location.state} />;
  return <ConfirmTerms />;
}

function ConfirmTerms() {
  const t = useTranslate();
  const mode = useDisplayMode();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const checkboxId = useId();
  const terms = useSession((state) => state.terms);
  const acceptTerms = useSession((state) => state.acceptTerms);
  const logout = useSession((state) => state.logout);
  const [isTicked, setTicked] = useState(false);
  const [isAccepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isMessenger = mode === 'messenger';
  // In the messenger the press of the main button under the linked terms is the consent.
  const isChecked = isMessenger || isTicked;

  async function accept() {
    if (!isChecked || isAccepting) return;
    setAccepting(true);
    setError(null);
    try {
      await acceptTerms();
    } catch (failure) {
      setAccepting(false);
      setError(errorText(failure));
    }
  }

  useMainButton({
    text: t(isMessenger ? 'auth.terms.acceptAndContinue' : 'auth.terms.accept'),
    onClick: () => void accept(),
    isEnabled: isChecked,
    isLoading: isAccepting,
  });

  if (!terms) return <LoadingState />;
  const openExternally = (url: string) => (event: MouseEvent) => {
    // Inside Telegram a plain link would replace the app; the client opens it in its browser.
    if (platform.kind !== 'telegram') return;
    event.preventDefault();
    platform.openLink(url);
  };

  return (
    <section className="ferry-terms" data-variant={isMessenger ? 'messenger' : 'display'}>
      {isMessenger ? (
        <span className="ferry-terms-icon" aria-hidden="true">
          <DocumentIcon size={56} />
        </span>
      ) : null}
      <p className="ferry-form-lead">{t(isMessenger ? 'auth.terms.leadMessenger' : 'auth.terms.lead')}</p>
      <ul className="ferry-terms-links">
        <li>
          <a
            href={terms.terms_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openExternally(terms.terms_url)}
          >
            {t('auth.terms.termsLink')}
          </a>
        </li>
        <li>
          <a
            href={terms.privacy_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openExternally(terms.privacy_url)}
          >
            {t('auth.terms.privacyLink')}
          </a>
        </li>
      </ul>
      {isMessenger ? (
        <p className="ferry-terms-consent">{t('auth.terms.consentByPressing')}</p>
      ) : (
        <div className="ferry-check">
          <Checkbox
            id={checkboxId}
            checked={isTicked}
            onChange={(event) => {
              setTicked(event.target.checked);
              platform.haptics.selectionChanged();
            }}
          />
          <label htmlFor={checkboxId}>{t('auth.terms.checkbox')}</label>
        </div>
      )}
      <FormError message={error} />
      {isMessenger ? null : (
        <button type="button" className="ferry-link-button" onClick={() => void logout()}>
          {t('auth.terms.signOut')}
        </button>
      )}
    </section>
  );
}
