import type { Farm } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { IDENTITY_VERIFICATION_PATH } from '../../../shell/paths';

interface FarmPointsProps {
  farm: Farm;
  onConvert(): void;
  isBusy: boolean;
}

/** The points, what they are worth, and converting them into balance within the caps. */
export function FarmPoints({ farm, onConvert, isBusy }: FarmPointsProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const currency = farm.rules.currency;
  const money = (amount: string) => formatApiMoney(amount, currency, language);
  const points = new Intl.NumberFormat(language).format(farm.points);
  const canConvert =
    !farm.conversion.is_verification_required &&
    !farm.conversion.is_identity_taken &&
    Number(farm.convertible) > 0;
  return (
    <section className="ferry-farm-card ferry-farm-points" aria-labelledby="farm-points-title">
      <h2 id="farm-points-title" className="ferry-farm-points-label">
        {t('farm.points.label')}
      </h2>
      <p className="ferry-farm-points-value">{points}</p>
      <p className="ferry-farm-points-worth">
        {t('farm.points.worth', { amount: money(farm.points_value) })}
      </p>
      {farm.conversion.is_identity_taken ? (
        <p className="ferry-farm-notice" role="note">
          {t('farm.points.identityTaken')}
        </p>
      ) : farm.conversion.is_verification_required ? (
        <div className="ferry-farm-notice" role="note">
          <span>{t('farm.points.verify')}</span>
          <Link to={IDENTITY_VERIFICATION_PATH} className="ferry-farm-link">
            {t('farm.points.verifyAction')}
          </Link>
        </div>
      ) : (
        <Button
          size="m"
          mode="bezeled"
          stretched
          onClick={onConvert}
          loading={isBusy}
          disabled={!canConvert || isBusy}
        >
          {canConvert
            ? t('farm.points.convert', { amount: money(farm.convertible) })
            : t('farm.points.nothingToConvert')}
        </Button>
      )}
      <p className="ferry-hint">
        {t('farm.points.convertedSoFar', {
          today: money(farm.converted_today),
          total: money(farm.converted_total),
        })}
      </p>
    </section>
  );
}
