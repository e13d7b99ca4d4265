import { useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { LoadingState } from '../../../components/loading-state';
import { useDepositPayways, useDepositPwCurrencies } from '../../../features/deposit/api/deposit-queries';
import { CardStep } from '../../../features/deposit/components/card-step';
import { DepositConfirm } from '../../../features/deposit/components/deposit-confirm';
import { DepositForm } from '../../../features/deposit/components/deposit-form';
import { useDepositDraftStore } from '../../../features/deposit/stores/deposit-draft-store';
import { balanceTransactionPath, DEPOSIT_CURRENCY_LIST_PATH, depositStepPath } from '../../../shell/paths';
import '../../../styles/deposit.css';
import { TRANSFER_REPORTED_STATE } from '../../../features/transactions/lib/transfer-reported';

/** The payway and currency of the flow's URL; the payway's kind from the catalogue. */
function useFlowParams() {
  const { paywayType = '', currency } = useParams();
  const payways = useDepositPayways();
  const payway = payways.data?.find((entry) => entry.code === paywayType);
  return {
    payway: paywayType,
    currency,
    kind: payway?.kind ?? paywayType,
    walletPays: payway?.wallet_pay ?? [],
  };
}

/** The draft for this payway and currency, or null when the user arrived here without one. */
function useFlowDraft(payway: string, currency: string | undefined) {
  const draft = useDepositDraftStore((state) => state.draft);
  return draft && draft.payway === payway && draft.currency === currency ? draft : null;
}

/** `/balances/deposit/:paywayType/:currency?/form`: the amount. */
export function DepositFormPage() {
  const navigate = useNavigate();
  const { payway, currency, kind } = useFlowParams();
  if (!currency)
    return <Navigate to={`${DEPOSIT_CURRENCY_LIST_PATH}?payway=${encodeURIComponent(payway)}`} replace />;
  return (
    <div className="ferry-deposit">
      <FlowProgress step="init" isDeposit />
      <DepositForm
        key={`${payway}:${currency}`}
        payway={payway}
        currency={currency}
        onNext={() =>
          void navigate(depositStepPath(payway, currency, kind === 'card' ? 'insert-card' : 'confirm'))
        }
      />
    </div>
  );
}

/** `/balances/deposit/card/:currency/insert-card`: the card that pays. */
export function DepositInsertCardPage() {
  const navigate = useNavigate();
  const { payway, currency, walletPays } = useFlowParams();
  const draft = useFlowDraft(payway, currency);
  if (!draft) return <Navigate to={depositStepPath(payway, currency, 'form')} replace />;
  return (
    <div className="ferry-deposit">
      <FlowProgress step="insert-card" isDeposit />
      <CardStep
        walletPays={walletPays}
        onNext={() => void navigate(depositStepPath(payway, currency, 'confirm'))}
      />
    </div>
  );
}

/** `/balances/deposit/:paywayType/:currency?/confirm`: check, pay, and on to the transaction. */
export function DepositConfirmPage() {
  const navigate = useNavigate();
  const { payway, currency, kind } = useFlowParams();
  const draft = useFlowDraft(payway, currency);
  const rows = useDepositPwCurrencies(payway, currency);
  const payways = useDepositPayways();
  // Set when the deposit exists: the draft is cleared on the way out, which must not send the
  // user back to the form.
  const isLeaving = useRef(false);
  if (!draft)
    return isLeaving.current ? null : <Navigate to={depositStepPath(payway, currency, 'form')} replace />;
  if (kind === 'card' && !draft.card && payways.data)
    return <Navigate to={depositStepPath(payway, currency, 'insert-card')} replace />;
  const row = rows.data?.find((entry) => entry.currency === currency && entry.network === null);
  if (!row || !payways.data) return <LoadingState />;
  return (
    <div className="ferry-deposit">
      <FlowProgress step="deposit-or-convert-confirmation" isDeposit />
      <DepositConfirm
        draft={draft}
        row={row}
        kind={kind}
        onCreated={(transaction, options) => {
          isLeaving.current = true;
          void navigate(balanceTransactionPath(transaction.type, transaction.id), {
            replace: true,
            ...(options?.hasReportedTransfer ? { state: TRANSFER_REPORTED_STATE } : {}),
          });
          useDepositDraftStore.getState().clear();
        }}
        onFieldRefused={(step) => void navigate(depositStepPath(payway, currency, step))}
      />
    </div>
  );
}

/**
 * `/balances/deposit/:paywayType/:currency?/personal-info`: the deposit API asks for no personal
 * data today (the card holder's name is checked against the profile), so the flow goes on.
 */
export function DepositPersonalInfoPage() {
  const { payway, currency } = useFlowParams();
  return <Navigate to={depositStepPath(payway, currency, 'form')} replace />;
}
