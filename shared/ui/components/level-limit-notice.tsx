// The refusal is drawn as the payout flows draw their other refusals.
import '../styles/withdraw.css';
import type { MessageKey } from '@ferry/locales';
import { levelRow, verificationLevelLabelKey } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useLanguage } from '../i18n/use-language';
import { useTranslate } from '../i18n/use-translate';
import type { LevelLimitRefusal } from '../lib/level-limit-refusal';
import { formatApiMoney } from './money/money-text';

type PerPeriod = Readonly<Record<LevelLimitRefusal['period'], MessageKey>>;

/** The words of one flow: what it calls the movement the level refused. */
export interface LevelLimitTexts {
  /** {{level}}, {{limit}}. */
  title: PerPeriod;
  /** {{left}}, {{amount}}. */
  left: PerPeriod;
  /** No level takes the amount. */
  noGoal: PerPeriod;
  /** {{level}}, {{day}}, {{month}}: what the level the amount needs unlocks, and that the movement waits. */
  unlocks: MessageKey;
  changeAmount: MessageKey;
}

/** The words of a payout from balances (withdraw). */
export const WITHDRAW_LEVEL_LIMIT_TEXTS: LevelLimitTexts = {
  title: { day: 'withdraw.confirm.levelLimit.titleDay', month: 'withdraw.confirm.levelLimit.titleMonth' },
  left: { day: 'withdraw.confirm.levelLimit.leftDay', month: 'withdraw.confirm.levelLimit.leftMonth' },
  noGoal: { day: 'withdraw.confirm.levelLimit.noGoalDay', month: 'withdraw.confirm.levelLimit.noGoalMonth' },
  unlocks: 'withdraw.confirm.levelLimit.unlocks',
  changeAmount: 'withdraw.confirm.levelLimit.changeAmount',
};

/** The words of any other movement, into Ferry or out of it (an exchange, an order's payout). */
export const PAYMENT_LEVEL_LIMIT_TEXTS: LevelLimitTexts = {
  title: { day: 'verification.levelLimit.titleDay', month: 'verification.levelLimit.titleMonth' },
  left: { day: 'verification.levelLimit.leftDay', month: 'verification.levelLimit.leftMonth' },
  noGoal: { day: 'verification.levelLimit.noGoalDay', month: 'verification.levelLimit.noGoalMonth' },
  unlocks: 'verification.levelLimit.unlocks',
  changeAmount: 'verification.levelLimit.changeAmount',
};

interface LevelLimitNoticeProps {
  refusal: LevelLimitRefusal;
  texts?: LevelLimitTexts;
  /** Where the amount is typed; without it (an order's fixed amount) the notice offers no change. */
  onChangeAmount?(): void;
}

/**
 * The verification level's own limit refused the movement: in plain words the level's limit (in
 * EUR, as every level counts), what is left of it, and what the level the amount needs unlocks,
 * with the way to verify for it (the screen's main button). Nothing here offers part of the amount.
 */
export function LevelLimitNotice({
  refusal,
  texts = WITHDRAW_LEVEL_LIMIT_TEXTS,
  onChangeAmount,
}: LevelLimitNoticeProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const money = (amount: string) => formatApiMoney(amount, refusal.currency, language);
  const goal = refusal.goal ? levelRow(refusal.goal) : null;
  return (
    <section
      className="ferry-withdraw-refusal"
      role="alert"
      aria-labelledby="ferry-level-limit-title"
      data-testid="withdraw-level-limit"
    >
      <h2 id="ferry-level-limit-title" className="ferry-withdraw-refusal-title">
        {t(texts.title[refusal.period], {
          level: t(verificationLevelLabelKey(refusal.level)),
          limit: money(refusal.limit),
        })}
      </h2>
      <p>{t(texts.left[refusal.period], { left: money(refusal.left), amount: money(refusal.amount) })}</p>
      {goal ? (
        <p>
          {t(texts.unlocks, {
            level: t(verificationLevelLabelKey(goal.level)),
            day: money(goal.limits[refusal.direction].day),
            month: money(goal.limits[refusal.direction].month),
          })}
        </p>
      ) : (
        <p>{t(texts.noGoal[refusal.period])}</p>
      )}
      {onChangeAmount ? (
        <div className="ferry-withdraw-refusal-actions">
          <Button mode="plain" size="m" type="button" onClick={onChangeAmount}>
            {t(texts.changeAmount)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
