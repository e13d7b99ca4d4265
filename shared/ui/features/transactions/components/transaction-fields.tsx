import type { TransactionView } from '@ferry/shared/contracts';
import { errorMessageKey, transactionTitleKey } from '@ferry/shared/domain';
import { formatApiMoney, MoneyText } from '../../../components/money/money-text';
import { StatusBadge } from '../../../components/money/status-badge';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { formatMoment } from '../../../lib/format-moment';
import { formatRate } from '../lib/format-rate';
import { paywayLabelKey } from '../lib/payway-label';
import { type RequisiteLine, requisiteLine } from '../lib/requisite-line';
import {
  awaitsCredit,
  isAwaitingPayment,
  presentationOf,
  showsQuote,
  showsReceived,
} from '../lib/transaction-title';
import { type DetailItem, DetailList } from './detail-list';
import { LinkedTransaction } from './linked-transaction';
import { contextOf, PaidOf } from './transaction-summary';

/**
 * Every field a transaction has of those the spec names (spec 000 §3; empty ones are left out), in
 * its kind's words: a purchase says what was paid and what was got, the requisite is labelled by
 * its role ("Paid with", "To") and written for people, and the time to pay goes once it is paid.
 * Only a completed one says "You got"; money in not credited yet says what was asked, what was
 * quoted, what arrived and that nothing is credited, since money shown is money that moved.
 */
export function TransactionFields({ transaction: tx }: { transaction: TransactionView }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const paywayText = (payway: string) => {
    const key = paywayLabelKey(payway);
    return key ? t(key) : payway;
  };
  const isReceived = showsReceived(tx);
  const isUncredited = awaitsCredit(tx);
  const isPayin = tx.direction === 'PAYIN';
  const requisite = requisiteLine(tx.requisite);
  const requisiteText = (line: RequisiteLine) => ('text' in line ? line.text : t(line.key, line.params));
  const items: (DetailItem | null)[] = [
    {
      label: t('transactions.field.id'),
      value: <span className="ferry-tx-id">{tx.id}</span>,
      copyValue: tx.id,
    },
    tx.hash
      ? {
          label: t('transactions.field.hash'),
          value: <span className="ferry-tx-id">{tx.hash}</span>,
          copyValue: tx.hash,
        }
      : null,
    { label: t('transactions.field.type'), value: t(transactionTitleKey(tx)) },
    { label: t('transactions.field.status'), value: <StatusBadge status={tx.status} /> },
    isReceived
      ? {
          label: t('transactions.field.paidAmount'),
          value: <MoneyText amount={tx.amount} currency={tx.currency} />,
        }
      : isUncredited
        ? {
            label: t('transactions.field.askedAmount'),
            value: <MoneyText amount={tx.amount} currency={tx.currency} />,
          }
        : {
            label: t('transactions.field.amount'),
            value: <MoneyText amount={tx.amount} currency={tx.currency} type={tx.type} />,
          },
    { label: t('transactions.field.currency'), value: tx.currency },
    // The row's label already says "Arrived" or "Paid": its value is the amount alone.
    tx.paid_amount
      ? {
          label: t(isPayin ? 'transactions.field.arrived' : 'transactions.field.paid'),
          value: <PaidOf transaction={tx} bare />,
        }
      : null,
    {
      label: t('transactions.field.fee'),
      value: <MoneyText amount={tx.fee} currency={tx.fee_currency ?? tx.currency} />,
    },
    tx.rate
      ? {
          label: t('transactions.field.rate'),
          value: (
            <span className="ferry-money">
              {tx.to_currency
                ? t('transactions.rateValue', {
                    from: tx.currency,
                    rate: formatRate(tx.rate, language),
                    to: tx.to_currency,
                  })
                : formatRate(tx.rate, language)}
            </span>
          ),
        }
      : null,
    tx.to_amount && tx.to_currency
      ? {
          label: t(
            isReceived
              ? 'transactions.field.receivedAmount'
              : showsQuote(tx)
                ? 'transactions.field.quotedAmount'
                : 'transactions.field.convertedAmount',
          ),
          value: isReceived ? (
            <span className="ferry-money" dir="ltr">
              +{formatApiMoney(tx.to_amount, tx.to_currency, language)}
            </span>
          ) : (
            <MoneyText amount={tx.to_amount} currency={tx.to_currency} />
          ),
        }
      : null,
    isUncredited
      ? { label: t('transactions.field.credited'), value: t('transactions.field.creditedNothing') }
      : null,
    tx.network ? { label: t('transactions.field.network'), value: tx.network } : null,
    tx.payway ? { label: t('transactions.field.payway'), value: paywayText(tx.payway) } : null,
    requisite ? { label: t(presentationOf(tx).requisiteLabel), value: requisiteText(requisite) } : null,
    tx.parent_id
      ? { label: t('transactions.field.parent'), value: <LinkedTransaction externalId={tx.parent_id} /> }
      : null,
    tx.reproduced_id
      ? {
          label: t('transactions.field.reproduced'),
          value: <LinkedTransaction externalId={tx.reproduced_id} />,
        }
      : null,
    tx.failure_code
      ? { label: t('transactions.field.reason'), value: t(errorMessageKey(tx.failure_code, contextOf(tx))) }
      : null,
    tx.expires_at && isAwaitingPayment(tx)
      ? { label: t('transactions.field.expiresAt'), value: formatMoment(tx.expires_at) }
      : null,
    { label: t('transactions.field.createdAt'), value: formatMoment(tx.created_at) },
    { label: t('transactions.field.updatedAt'), value: formatMoment(tx.updated_at) },
  ];
  return (
    <DetailList
      title={t('transactions.field.title')}
      items={items.filter((item): item is DetailItem => item !== null)}
    />
  );
}
