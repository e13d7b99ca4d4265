import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { WALLET_PATHS } from '../wallet-paths';

/**
 * Placeholder for the wallet home (owned by the home screens' author, who replaces this file):
 * only the way to the settings, so the onboarding has somewhere to land.
 */
export function WalletHomePage() {
  const t = useTranslate();
  return (
    <section className="ferry-form">
      <Link to={WALLET_PATHS.settings} className="ferry-link-button">
        {t('wallet.settings.title')}
      </Link>
    </section>
  );
}
