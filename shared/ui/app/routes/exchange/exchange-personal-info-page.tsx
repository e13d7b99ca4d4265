import { Link } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { PERSONAL_DETAILS_PATH } from '../../../shell/paths';

/**
 * `/exchange/personal-info`: asked when a payment needs the user's name (a card is accepted only
 * from its holder); the details themselves are edited in the profile.
 */
export function ExchangePersonalInfoPage() {
  const t = useTranslate();
  return (
    <div className="ferry-exchange-flow">
      <FlowProgress step="declarative-personal-data" />
      <StatePanel
        title={t('exchange.personalInfo.title')}
        description={t('exchange.personalInfo.description')}
        action={
          <Link to={PERSONAL_DETAILS_PATH} className="ferry-link-button">
            {t('exchange.personalInfo.goToProfile')}
          </Link>
        }
      />
    </div>
  );
}
