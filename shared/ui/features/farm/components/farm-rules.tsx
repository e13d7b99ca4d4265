import type { Farm } from '@ferry/shared/contracts';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';

/** The published rules in plain words, with the figures the server runs on. */
export function FarmRules({ rules }: { rules: Farm['rules'] }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const money = (amount: string) => formatApiMoney(amount, rules.currency, language);
  const maxPoints = rules.check_in_points + rules.streak_step_points * (rules.streak_max_days - 1);
  const lines = [
    t('farm.rules.rate', { points: rules.points_per_unit, currency: rules.currency }),
    t('farm.rules.checkIn', {
      base: rules.check_in_points,
      step: rules.streak_step_points,
      max: maxPoints,
      days: rules.streak_max_days,
    }),
    t('farm.rules.day'),
    t('farm.rules.tasks'),
    t('farm.rules.dailyCap', { amount: money(rules.daily_cap) }),
    t('farm.rules.totalCap', { amount: money(rules.total_cap) }),
    t('farm.rules.identity'),
    t('farm.rules.noPurchase'),
  ];
  return (
    <section className="ferry-farm-card" aria-labelledby="farm-rules-title">
      <h2 id="farm-rules-title" className="ferry-heading">
        {t('farm.rules.title')}
      </h2>
      <ul className="ferry-farm-rules">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
