import type { VerificationState } from '@ferry/shared/contracts';
import { LIMIT_DIRECTIONS, LIMIT_PERIODS, verificationLevelLabelKey } from '@ferry/shared/domain';
import { useId } from 'react';
import { formatApiMoney, MoneyText } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';

const DIRECTION_KEY = { in: 'verification.limitsIn', out: 'verification.limitsOut' } as const;
const PERIOD_KEY = { day: 'verification.today', month: 'verification.thisMonth' } as const;

/** The user's level and what is left of its limits today and this month, in and out. */
export function LevelLimitsCard({ state }: { state: VerificationState }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const headingId = useId();
  const { limits } = state;
  return (
    <section className="ferry-verification-card" aria-labelledby={headingId}>
      <p className="ferry-verification-eyebrow">{t('verification.levelHeading')}</p>
      <h2 id={headingId} className="ferry-verification-level">
        {t(verificationLevelLabelKey(state.level))}
      </h2>
      <table className="ferry-verification-limits">
        <caption>{t('verification.limitsCaption')}</caption>
        <thead>
          <tr>
            <td />
            {LIMIT_PERIODS.map((period) => (
              <th key={period} scope="col">
                {t(PERIOD_KEY[period])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIMIT_DIRECTIONS.map((direction) => (
            <tr key={direction}>
              <th scope="row">{t(DIRECTION_KEY[direction])}</th>
              {LIMIT_PERIODS.map((period) => {
                const usage = limits[direction][period];
                return (
                  <td key={period}>
                    <MoneyText
                      amount={usage.left}
                      currency={limits.currency}
                      className="ferry-verification-left"
                    />
                    <span className="ferry-verification-of">
                      {t('verification.ofLimit', {
                        limit: formatApiMoney(usage.limit, limits.currency, language),
                      })}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
