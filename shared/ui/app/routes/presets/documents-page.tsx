import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { DocumentForm } from '../../../features/documents/components/document-form';
import { useSupportLink } from '../../../features/support/use-support-link';
import { useTranslate } from '../../../i18n/use-translate';
import '../../../styles/presets.css';
import { useWalletVault } from '../../../wallet-ui/vault/use-wallet-vault';
import { DOCUMENTS_GATE_TEXTS, DOCUMENTS_PLACE } from '../verification-gate/gated-places';
import { VerificationGate } from '../verification-gate/verification-gate';

/** `?type=` preselects a document: the profile's "Letter of good standing" row opens it so. */
export const DOCUMENT_TYPE_PARAM = 'type';

/**
 * `/profile/documents`: an account statement or a letter of good standing, and the tax export
 * (issue 31). Until identity is
 * verified the server makes none: the gate shows the steps and leads into them, then back here.
 * Should the server still refuse (its identity record and the steps disagree), support is the way.
 */
export function DocumentsPage() {
  const t = useTranslate();
  const support = useSupportLink();
  const [searchParams] = useSearchParams();
  const [isIdentityRequired, setIdentityRequired] = useState(false);
  // The tax export may include this device's self-custody wallets: only their public addresses leave it.
  const { state: walletState } = useWalletVault();
  const wallets = walletState.wallets.map(({ publicData }) => ({
    name: publicData.name,
    address: publicData.address,
  }));
  const initialType =
    searchParams.get(DOCUMENT_TYPE_PARAM) === 'letter-of-good-standing'
      ? 'letter-of-good-standing'
      : 'account-statement';

  return (
    <VerificationGate place={DOCUMENTS_PLACE} requirement="identity" texts={DOCUMENTS_GATE_TEXTS}>
      <div className="ferry-presets ferry-documents">
        <p className="ferry-form-lead">{t('documents.screen.lead')}</p>
        {isIdentityRequired ? (
          <div className="ferry-documents-identity">
            <StatePanel
              role="alert"
              title={t('documents.screen.identity.title')}
              description={t('documents.screen.identity.description')}
              action={
                support.isHelpBot ? (
                  <button type="button" className="ferry-presets-action" onClick={support.open}>
                    {t('documents.screen.identity.contact')}
                  </button>
                ) : (
                  <a href={support.href} className="ferry-presets-action">
                    {t('documents.screen.identity.contact')}
                  </a>
                )
              }
            />
          </div>
        ) : null}
        <DocumentForm
          initialType={initialType}
          wallets={wallets}
          onIdentityRequired={() => setIdentityRequired(true)}
        />
      </div>
    </VerificationGate>
  );
}
