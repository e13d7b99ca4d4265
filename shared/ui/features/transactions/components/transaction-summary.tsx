import type { TransactionView } from '@ferry/shared/contracts';
import {
  decimalToMinor,
  type ErrorContext,
  errorMessageKey,
  transactionTitleKey,
} from '@ferry/shared/domain';
import { formatApiMoney, MoneyText } from '../../../components/money/money-text';
import { StatusBadge } from '../../../components/money/status-badge';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { awaitsCredit, showsQuote, showsReceived } from '../lib/transaction-title';

/** Past this many characters a headline (a coin amount with six decimals) takes a smaller size. */
const LONG_HEADLINE = 11;

/** The money flow a failure happened in, so an unexplained code gets the flow's own words. */
export function contextOf(transaction: TransactionView): ErrorContext {
  if (transaction.direction === 'PAYIN') return 'payin';
  if (transaction.direction === 'PAYOUT') return 'payout';
  return 'convert';
}

/**
 * The head of a transaction: its kind in words ("Card purchase"), the amount large — what the
 * person got once it is completed ("+104.49 USDT" for a purchase, with "You paid €100.00" under
 * it), else the amount with its direction sign and what it became — a partial payout's "Paid X of
 * Y", and the status. Money in not credited yet shows what was asked without a sign, the quote as a
 * quote, what arrived of it and that nothing reached the balance: money shown is money that moved.
 */
export function TransactionSummary({ transaction }: { transaction: TransactionView }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const isReceived = showsReceived(transaction);
  const isUncredited = awaitsCredit(transaction);
  const headline =
    isReceived && transaction.to_amount && transaction.to_currency
      ? formatApiMoney(transaction.to_amount, transaction.to_currency, language)
      : formatApiMoney(transaction.amount, transaction.currency, language);
  return (
    <section className="ferry-tx-summary" aria-label={t('transactions.summary')}>
      <p className="ferry-tx-kind">{t(transactionTitleKey(transaction))}</p>
      <p
        className="ferry-tx-amount"
        data-testid="tx-headline"
        data-size={headline.length > LONG_HEADLINE ? 'long' : undefined}
      >
        {isReceived && transaction.to_amount && transaction.to_currency ? (
          <span className="ferry-money" dir="ltr">
            +{formatApiMoney(transaction.to_amount, transaction.to_currency, language)}
          </span>
        ) : (
          <MoneyText
            amount={transaction.amount}
            currency={transaction.currency}
            type={isUncredited ? undefined : transaction.type}
          />
        )}
      </p>
      {isReceived ? (
        <p className="ferry-tx-converted">
          <span className="ferry-money-phrase">
            {t('transactions.youPaid', {
              amount: formatApiMoney(transaction.amount, transaction.currency, language),
            })}
          </span>
        </p>
      ) : null}
      {!isReceived && transaction.to_amount && transaction.to_currency ? (
        <p className="ferry-tx-converted">
          {showsQuote(transaction) ? (
            <span className="ferry-money-phrase">
              {t('transactions.quotedAmount', {
                amount: formatApiMoney(transaction.to_amount, transaction.to_currency, language),
              })}
            </span>
          ) : (
            <>
              {t('transactions.convertedTo')}{' '}
              <MoneyText amount={transaction.to_amount} currency={transaction.to_currency} />
            </>
          )}
        </p>
      ) : null}
      {isPartlyPaid(transaction) ? (
        <p className="ferry-tx-converted">
          <PaidOf transaction={transaction} />
        </p>
      ) : null}
      {isUncredited ? <p className="ferry-tx-converted">{t('transactions.notCredited')}</p> : null}
      <StatusBadge status={transaction.status} />
      {transaction.failure_code ? (
        <p className="ferry-tx-reason">
          {t(errorMessageKey(transaction.failure_code, contextOf(transaction)))}
        </p>
      ) : null}
    </section>
  );
}

/** Finer than any currency's smallest unit, so two amounts compare exactly. */
const COMPARE_SCALE = 18;

/** Whether money in or out came to less or more than asked: only then is "X of Y" worth saying. */
export function isPartlyPaid(transaction: Pick<TransactionView, 'amount' | 'paid_amount'>): boolean {
  if (transaction.paid_amount === null) return false;
  return (
    decimalToMinor(transaction.paid_amount, COMPARE_SCALE) !==
    decimalToMinor(transaction.amount, COMPARE_SCALE)
  );
}

/**
 * "Paid 50.00 € of 100.00 €": what a partial payout came to; money in says what arrived of what
 * was asked ("Arrived €1.00 of €250.00"); in a row already labelled "Arrived" or "Paid", just the
 * figures ("50.00 USDT of 100.00 USDT", "€100.00").
 * The whole amount is said once ("Arrived €250.00"): "of" belongs to a part.
 */
export function PaidOf({ transaction, bare = false }: { transaction: TransactionView; bare?: boolean }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const paid = formatApiMoney(transaction.paid_amount ?? '0', transaction.currency, language);
  const total = formatApiMoney(transaction.amount, transaction.currency, language);
  const isArrival = transaction.direction === 'PAYIN';
  const text = isPartlyPaid(transaction)
    ? t(bare ? 'transactions.amountOf' : isArrival ? 'transactions.arrivedOf' : 'transactions.paidOf', {
        paid,
        total,
      })
    : bare
      ? paid
      : t(isArrival ? 'transactions.arrivedAll' : 'transactions.paidAll', { amount: paid });
  return <span className="ferry-money-phrase">{text}</span>;
}
