import { type Limits, minorToDecimal } from '@ferry/shared/domain';
import { AmountSummary, type AmountSummaryRow } from '../../../components/money/amount-summary';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import type { WithdrawCosts } from '../utils/withdraw-amount';

interface WithdrawCostLinesProps {
  currency: string;
  scale: number;
  /** Null until a readable amount is typed. */
  costs: WithdrawCosts | null;
  limits?: Limits;
}

/** Fee, network fee, what leaves the balance and what arrives, with the payway's limits. */
export function WithdrawCostLines({ currency, scale, costs, limits }: WithdrawCostLinesProps) {
  const t = useTranslate();
  const money = (minor: bigint) => <MoneyText amount={minorToDecimal(minor, scale)} currency={currency} />;
  const rows: AmountSummaryRow[] = [];
  if (costs) {
    rows.push({ label: t('withdraw.confirm.fee'), value: money(costs.feeMinor) });
    if (costs.networkFeeMinor > 0n)
      rows.push({ label: t('withdraw.confirm.networkFee'), value: money(costs.networkFeeMinor) });
    rows.push({ label: t('withdraw.confirm.total'), value: money(costs.totalMinor) });
    rows.push({ label: t('withdraw.confirm.receives'), value: money(costs.amountMinor), isStrong: true });
  }
  if (limits?.min || limits?.max)
    rows.push({
      label: t('withdraw.form.limits'),
      value: (
        <span>
          {limits.min ? <MoneyText amount={limits.min} currency={limits.currency} /> : '0'}
          {' – '}
          {limits.max ? <MoneyText amount={limits.max} currency={limits.currency} /> : '∞'}
        </span>
      ),
    });
  if (rows.length === 0) return null;
  return <AmountSummary rows={rows} label={t('withdraw.confirm.summary')} />;
}
