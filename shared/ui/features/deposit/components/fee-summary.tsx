import { feePercentText, feeTypeOf } from '@ferry/shared/domain';
import { MoneyText } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { type DepositRow, minorToDecimal, scaleOf } from '../utils/deposit-amount';

interface FeeSummaryProps {
  row: DepositRow;
  amountMinor: bigint | null;
  feeMinor: bigint | null;
  /** PAYIN_CONVERT: the balance the deposit lands on instead. */
  convertTo: string | null;
}

/** The fee and what lands on the balance, visible before confirming (spec: fees before confirm). */
export function FeeSummary({ row, amountMinor, feeMinor, convertTo }: FeeSummaryProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const scale = scaleOf(row.currency);
  const type = feeTypeOf(row.fee);
  const rule =
    type === null
      ? t('deposit.fee.free')
      : type === 'ADD'
        ? null
        : type === 'MULT'
          ? feePercentText(row.fee.mult, language)
          : `${feePercentText(row.fee.mult, language)} + `;
  return (
    <dl className="ferry-deposit-summary">
      <div>
        <dt>{t('deposit.fee.label')}</dt>
        <dd data-testid="deposit-fee">
          {feeMinor !== null ? (
            <MoneyText amount={minorToDecimal(feeMinor, scale)} currency={row.currency} />
          ) : (
            <>
              {rule}
              {type === 'ADD' || type === 'COOPERATE' ? (
                <MoneyText amount={row.fee.add} currency={row.currency} />
              ) : null}
            </>
          )}
        </dd>
      </div>
      {amountMinor !== null && feeMinor !== null ? (
        <div>
          <dt>{t(convertTo ? 'deposit.fee.convertedFrom' : 'deposit.fee.credited')}</dt>
          <dd data-testid="deposit-credited">
            <MoneyText amount={minorToDecimal(amountMinor - feeMinor, scale)} currency={row.currency} />
          </dd>
        </div>
      ) : null}
      {convertTo ? (
        <div>
          <dt>{t('deposit.fee.convertTo')}</dt>
          <dd>{t('deposit.fee.convertAtRate', { currency: convertTo })}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('deposit.fee.limits')}</dt>
        <dd>
          {row.limits.min ? <MoneyText amount={row.limits.min} currency={row.currency} /> : '0'}
          {' – '}
          {row.limits.max ? <MoneyText amount={row.limits.max} currency={row.currency} /> : '∞'}
        </dd>
      </div>
    </dl>
  );
}
