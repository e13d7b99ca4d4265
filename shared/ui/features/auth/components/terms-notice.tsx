import { Trans } from 'react-i18next';

interface TermsNoticeProps {
  termsUrl: string;
  privacyUrl: string;
}

/** "By continuing you agree to the Terms of Use and the Privacy Policy", both linked. */
export function TermsNotice({ termsUrl, privacyUrl }: TermsNoticeProps) {
  return (
    <p className="ferry-auth-legal">
      <Trans
        i18nKey="auth.legalNotice"
        components={{
          // The link texts come from the catalogue; these children only stand in for them.
          terms: (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              terms
            </a>
          ),
          privacy: (
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
              privacy
            </a>
          ),
        }}
      />
    </p>
  );
}
