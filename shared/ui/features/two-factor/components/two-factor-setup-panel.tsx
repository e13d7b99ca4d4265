import { useNavigate } from 'react-router';
import { CopyRow } from '../../../components/copy-row';
import { QrCode } from '../../../components/qr-code';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { TWO_FACTOR_CODE_PATH } from '../../../shell/paths';
import type { TwoFactorSetup } from '../api/two-factor-queries';

/** Groups of four make a 32-character secret easy to type into an authenticator by hand. */
function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Scan the QR, or type the secret; then the next step asks for the first code. */
export function TwoFactorSetupPanel({ setup }: { setup: TwoFactorSetup }) {
  const t = useTranslate();
  const navigate = useNavigate();
  useMainButton({ text: t('common.continue'), onClick: () => void navigate(TWO_FACTOR_CODE_PATH) });
  return (
    <section className="ferry-two-factor-setup">
      <ol className="ferry-steps">
        <li>{t('profile.twoFactor.stepInstall')}</li>
        <li>{t('profile.twoFactor.stepScan')}</li>
      </ol>
      <QrCode value={setup.otpauthUri} label={t('profile.twoFactor.qrLabel')} />
      <div className="ferry-secret">
        <p className="ferry-field-label ferry-secret-label">{t('profile.twoFactor.secretLabel')}</p>
        <CopyRow
          value={
            <code className="ferry-secret-value" data-testid="two-factor-secret">
              {groupSecret(setup.secret)}
            </code>
          }
          copyValue={setup.secret}
          label={t('profile.twoFactor.copySecret')}
        />
      </div>
    </section>
  );
}
