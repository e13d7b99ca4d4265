import type { MessageKey } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import type { TransactionView } from '@ferry/shared/contracts';
import { type ActionRequiredChoice, isInFlight, type TransactionStatus } from '@ferry/shared/domain';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { FlowProgress } from '../../../components/flow-progress';
import { LoadingState } from '../../../components/loading-state';
import { useTransaction } from '../../../features/transactions/api/use-transaction';
import type { ActionOutcome } from '../../../features/transactions/api/use-transaction-action';
import { ActionChoices } from '../../../features/transactions/components/action-choices';
import { BankDetails } from '../../../features/transactions/components/bank-details';
import { CardTransactionDetails } from '../../../features/transactions/components/card-transaction-details';
import { ExpiryCountdown } from '../../../features/transactions/components/expiry-countdown';
import { LeaveWarningDialog } from '../../../features/transactions/components/leave-warning-dialog';
import { ProgressSteps } from '../../../features/transactions/components/progress-steps';
import { TransactionFields } from '../../../features/transactions/components/transaction-fields';
import { TransactionSummary } from '../../../features/transactions/components/transaction-summary';
import { awaitsUserFunds } from '../../../features/transactions/lib/awaits-user-funds';
import { progressSteps } from '../../../features/transactions/lib/payin-steps';
import { routeTransactionType } from '../../../features/transactions/lib/route-transaction-type';
import { hasReportedTransfer } from '../../../features/transactions/lib/transfer-reported';
import { useLeaveWarning } from '../../../features/transactions/lib/use-leave-warning';
import { useOutcomeFeedback } from '../../../features/transactions/lib/use-outcome-feedback';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { FrameOrderReturn } from '../../../shell/frame/frame-return';
import { transactionDetailsPath } from '../../../shell/paths';
import { NotFoundPage } from '../not-found-page';
import { TransactionSupportLink } from './transaction-support-link';
import '../../../styles/detail-card.css';
import '../../../styles/transactions.css';

/** Statuses that stop for the user or for us: the support link stands beside any choices. */
const STOPPED_FOR_HELP: ReadonlySet<TransactionStatus> = new Set([
  'ACTION_REQUIRED',
  'MANUAL',
  'FAIL',
  'REJECT',
]);

export interface TransactionScreenProps {
  /** `live` follows the transaction to its end; `details` lists every field. */
  variant: 'live' | 'details';
  /** Where the main button leads once the user is done here, and what it says. */
  home: { path: string; label: MessageKey };
  /** The page a transaction started by an action choice is followed on. */
  followPath(type: string, externalId: string): string;
}

/** The route's transaction, or "Page not found" when `:transactionType` names no type. */
export function TransactionScreen(props: TransactionScreenProps) {
  const { transactionType, externalId } = useParams();
  if (!routeTransactionType(transactionType) || !externalId) return <NotFoundPage />;
  return <TransactionLoader {...props} externalId={externalId} />;
}

function TransactionLoader({ externalId, ...props }: TransactionScreenProps & { externalId: string }) {
  const t = useTranslate();
  const query = useTransaction(externalId);
  if (query.data) return <TransactionBody {...props} transaction={query.data} />;
  if (query.isPending) return <LoadingState />;
  if (isApiError(query.error) && query.error.code === 'NOT_FOUND') return <NotFoundPage />;
  return <QueryErrorState query={query} title={t('transactions.loadError')} />;
}

function TransactionBody({
  transaction,
  variant,
  home,
  followPath,
}: TransactionScreenProps & { transaction: TransactionView }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const isAwaitingFunds = awaitsUserFunds(transaction);
  const warning = useLeaveWarning(variant === 'live' && isAwaitingFunds);
  useOutcomeFeedback(transaction.status);
  const isLive = variant === 'live';
  // Asked once: a flow that already took "I’ve sent the transfer" does not ask again here.
  const isTransferReported = hasReportedTransfer(useLocation().state);

  useMainButton({
    text: t(isAwaitingFunds && isLive && !isTransferReported ? 'transactions.sentMoney' : home.label),
    onClick: () => warning.leaveFreely(() => void navigate(home.path)),
  });

  function onChoiceDone({ linked }: ActionOutcome, choice: ActionRequiredChoice) {
    haptics.notificationOccurred('success');
    if (linked) {
      notify.success(t('transactions.toast.choiceDone'));
      void navigate(followPath(linked.type, linked.id));
      return;
    }
    // A refused payout sent again or given back: the page goes on showing it, live.
    notify.success(t(choice === 'RETRY' ? 'transactions.toast.retried' : 'transactions.toast.refunded'));
  }

  const steps = progressSteps(transaction);
  const isEnded = !isInFlight(transaction.status) && transaction.status !== 'WAIT';
  const hasHelp = STOPPED_FOR_HELP.has(transaction.status);

  return (
    <div className="ferry-tx-page">
      {isLive ? <FlowProgress step={isEnded ? 'final' : 'progress'} /> : null}
      <TransactionSummary transaction={transaction} />
      {isLive ? <ProgressSteps steps={steps} /> : null}
      {isAwaitingFunds && transaction.expires_at ? (
        <ExpiryCountdown expiresAt={transaction.expires_at} />
      ) : null}
      {hasHelp || transaction.action_choices.length > 0 ? (
        <ActionChoices transaction={transaction} onDone={onChoiceDone} support={<TransactionSupportLink />} />
      ) : null}
      {isLive ? null : <TransactionFields transaction={transaction} />}
      {transaction.card ? <CardTransactionDetails transaction={transaction} /> : null}
      {transaction.bank_details && (isAwaitingFunds || !isLive) ? (
        <>
          {isAwaitingFunds ? <p className="ferry-tx-note">{t('transactions.bank.instruction')}</p> : null}
          <BankDetails details={transaction.bank_details} />
          <p className="ferry-tx-note">{t('transactions.bank.creditedWithinDay')}</p>
        </>
      ) : null}
      {isLive ? <FrameOrderReturn transaction={transaction} /> : null}
      {isLive ? (
        <Link
          className="ferry-tx-link ferry-tx-details-link"
          to={transactionDetailsPath(transaction.type, transaction.id)}
        >
          {t('transactions.detailsLink')}
        </Link>
      ) : null}
      {warning.isAsking ? <LeaveWarningDialog onLeave={warning.leave} onStay={warning.stay} /> : null}
    </div>
  );
}
