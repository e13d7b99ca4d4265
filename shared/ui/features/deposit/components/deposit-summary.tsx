import { calculateFeeMinor, decimalToMinor } from '@ferry/shared/domain';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import type { DepositDraft } from '../stores/deposit-draft-store';
import { type DepositRow, scaleOf } from '../utils/deposit-amount';
import { isBankTransferKind, paywayNameKey } from '../utils/payway-text';
import { FeeSummary } from './fee-summary';

/** What the deposit is before it is placed: the method, the amount, the card, the fee and what lands. */
export function DepositSummary({ draft, row, kind }: { draft: DepositDraft; row: DepositRow; kind: string }) {
  const t = useTranslate();
  const scale = scaleOf(row.currency);
  const amountMinor = decimalToMinor(draft.amount, scale) ?? 0n;
  return (
    <>
      <dl className="ferry-deposit-summary">
        <div>
          <dt>{t('deposit.confirm.method')}</dt>
          <dd>{t(paywayNameKey(kind))}</dd>
        </div>
        <div>
          <dt>{t('deposit.confirm.amount')}</dt>
          <dd data-testid="deposit-amount">
            <MoneyText amount={draft.amount} currency={draft.currency} />
          </dd>
        </div>
        {draft.card ? (
          <div>
            <dt>{t('deposit.confirm.card')}</dt>
            <dd>
              {draft.card.kind === 'saved'
                ? draft.card.label
                : `•• ${draft.card.number.replaceAll(' ', '').slice(-4)}`}
            </dd>
          </div>
        ) : null}
      </dl>
      <FeeSummary
        row={row}
        amountMinor={amountMinor}
        feeMinor={feeOf(row, amountMinor)}
        convertTo={draft.convertTo}
      />
      {isBankTransferKind(kind) ? (
        <p className="ferry-field-hint">{t('deposit.bank.creditedWithinDay')}</p>
      ) : null}
    </>
  );
}

function feeOf(row: DepositRow, amountMinor: bigint): bigint {
  return calculateFeeMinor(row.fee, amountMinor, scaleOf(row.currency));
}
