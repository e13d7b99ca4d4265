import type { TransactionView } from '@ferry/shared/contracts';
import { transactionTypeLabelKey } from '@ferry/shared/domain';
import { TransactionRowLink } from '../../../components/money/transaction-row-link';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { balanceTransactionPath } from '../../../shell/paths';
import { MoveIcon, ReceiveIcon, SendIcon } from '../wallet-money-icons';
import { formatMoment } from './wallet-history-row';

/** One custodial Ferry transaction in the one history, labelled "Ferry"; opens the existing transaction screen. */
export function FerryHistoryRow({ transaction }: { transaction: TransactionView }) {
  const t = useTranslate();
  const { language } = useLanguage();
  return (
    <TransactionRowLink
      transaction={transaction}
      to={balanceTransactionPath(transaction.type, transaction.id)}
    >
      <span className="ferry-direction-icon" data-direction={transaction.direction} aria-hidden="true">
        {transaction.direction === 'PAYIN' ? (
          <ReceiveIcon size={18} />
        ) : transaction.direction === 'PAYOUT' ? (
          <SendIcon size={18} />
        ) : (
          <MoveIcon size={18} />
        )}
      </span>
      <span className="ferry-row-main">
        <span className="ferry-transaction-title">
          <span className="ferry-history-source" data-source="ferry">
            {t('wallet.history.sourceFerry')}
          </span>{' '}
          {t(transactionTypeLabelKey(transaction.type))}
        </span>
        <span className="ferry-transaction-meta">
          {transaction.network ?? transaction.currency} ·{' '}
          <time dateTime={transaction.created_at}>
            {formatMoment(Date.parse(transaction.created_at), language)}
          </time>
        </span>
      </span>
    </TransactionRowLink>
  );
}
