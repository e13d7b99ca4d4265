import { levelRow, verificationLevelLabelKey } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import type { LevelLimitRefusal } from '../utils/level-limit-refusal';

interface LevelLimitNoticeProps {
  refusal: LevelLimitRefusal;
  onChangeAmount(): void;
}

const TEXT = {
  day: {
    title: 'withdraw.confirm.levelLimit.titleDay',
    left: 'withdraw.confirm.levelLimit.leftDay',
    noGoal: 'withdraw.confirm.levelLimit.noGoalDay',
  },
  month: {
    title: 'withdraw.confirm.levelLimit.titleMonth',
    left: 'withdraw.confirm.levelLimit.leftMonth',
    noGoal: 'withdraw.confirm.levelLimit.noGoalMonth',
  },
} as const;

/**
 * The verification level's own limit refused the payout: in plain words the level's limit (in
 * EUR, as every level counts), what is left of it, and what the level the amount needs unlocks,
 * with the way to verify for it (the screen's main button). Nothing here offers part of the amount.
 */
export function LevelLimitNotice({ refusal, onChangeAmount }: LevelLimitNoticeProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const money = (amount: string) => formatApiMoney(amount, refusal.currency, language);
  const text = TEXT[refusal.period];
  const goal = refusal.goal ? levelRow(refusal.goal) : null;
  return (
    <section
      className="ferry-withdraw-refusal"
      role="alert"
      aria-labelledby="ferry-withdraw-level-title"
      data-testid="withdraw-level-limit"
    >
      <h2 id="ferry-withdraw-level-title" className="ferry-withdraw-refusal-title">
        {t(text.title, { level: t(verificationLevelLabelKey(refusal.level)), limit: money(refusal.limit) })}
      </h2>
      <p>{t(text.left, { left: money(refusal.left), amount: money(refusal.amount) })}</p>
      {goal ? (
        <p>
          {t('withdraw.confirm.levelLimit.unlocks', {
            level: t(verificationLevelLabelKey(goal.level)),
            day: money(goal.limits.out.day),
            month: money(goal.limits.out.month),
          })}
        </p>
      ) : (
        <p>{t(text.noGoal)}</p>
      )}
      <div className="ferry-withdraw-refusal-actions">
        <Button mode="plain" size="m" type="button" onClick={onChangeAmount}>
          {t('withdraw.confirm.levelLimit.changeAmount')}
        </Button>
      </div>
    </section>
  );
}
