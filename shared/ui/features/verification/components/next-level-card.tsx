import type { VerificationState } from '@ferry/shared/contracts';
import { LIMIT_DIRECTIONS, verificationLevelLabelKey, verificationStepLabelKey } from '@ferry/shared/domain';
import { useId } from 'react';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';

const UNLOCKS_KEY = { in: 'verification.next.unlocksIn', out: 'verification.next.unlocksOut' } as const;

/** What the next level unlocks (its limits) and which steps it still needs; at the top, a thank-you. */
export function NextLevelCard({ state }: { state: VerificationState }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const headingId = useId();
  const next = state.next_level;
  if (!next) {
    return <p className="ferry-verification-note">{t('verification.next.top')}</p>;
  }
  const money = (amount: string) => formatApiMoney(amount, state.limits.currency, language);
  return (
    <section className="ferry-verification-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ferry-verification-card-title">
        {t('verification.next.heading', { level: t(verificationLevelLabelKey(next.level)) })}
      </h2>
      <ul className="ferry-verification-unlocks">
        {LIMIT_DIRECTIONS.map((direction) => {
          const limits = next.limits[direction];
          if (!limits) return null;
          return (
            <li key={direction}>
              {t(UNLOCKS_KEY[direction], { day: money(limits.day), month: money(limits.month) })}
            </li>
          );
        })}
      </ul>
      {next.missing_steps.length > 0 ? (
        <>
          <p className="ferry-verification-needs">{t('verification.next.needs')}</p>
          <ul className="ferry-verification-missing">
            {next.missing_steps.map((kind) => (
              <li key={kind}>{t(verificationStepLabelKey(kind))}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
