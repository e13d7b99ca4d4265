import '../../../styles/amount-summary.css';
import '../../../styles/withdraw.css';
import type { FlowStep } from '@ferry/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { LoadingState } from '../../../components/loading-state';
import { verificationQueryKey } from '../../../features/verification/api/verification-queries';
import { WithdrawAmountForm } from '../../../features/withdraw/components/withdraw-amount-form';
import { WithdrawConfirm } from '../../../features/withdraw/components/withdraw-confirm';
import { WithdrawCurrencyList } from '../../../features/withdraw/components/withdraw-currency-list';
import { useWithdrawLeaveGuard } from '../../../features/withdraw/components/withdraw-leave-guard';
import { WithdrawRequisitesForm } from '../../../features/withdraw/components/withdraw-requisites-form';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { AUTH_BLOCKED_PATH, withdrawPath, withdrawStepPath } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { useStartVerificationJourney } from '../verification-journey/use-verification-journey';
import { useWithdrawPaywayWithoutCurrency, useWithdrawStepParams } from './withdraw-steps';

/** The frame of each step: the flow's progress, the leave guard, and the step itself. */
function StepFrame({ step, children, dialog }: { step: FlowStep; children: ReactNode; dialog: ReactNode }) {
  return (
    <div className="ferry-withdraw">
      <FlowProgress step={step} />
      {children}
      {dialog}
    </div>
  );
}

/**
 * An address another screen hands to the withdrawal in the router's state (the wallet's "Withdraw
 * from Ferry to the wallet" entry point): it becomes the typed-in requisite.
 */
function readRequisitePrefill(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('requisitePrefill' in state)) return null;
  return typeof state.requisitePrefill === 'string' && state.requisitePrefill !== ''
    ? state.requisitePrefill
    : null;
}

/** `/balances/withdraw/:paywayType/:currency?/form`. */
export function WithdrawFormPage() {
  const params = useWithdrawStepParams();
  const begin = useWithdrawDraftStore((state) => state.begin);
  const setRequisite = useWithdrawDraftStore((state) => state.setRequisite);
  const location = useLocation();
  const navigate = useNavigate();
  const requisitePrefill = readRequisitePrefill(location.state);
  const isReady = useWithdrawDraftStore(
    (state) => params !== null && state.payway === params.payway && state.currency === params.currency,
  );
  const { dialog } = useWithdrawLeaveGuard();
  const paywayOnly = useWithdrawPaywayWithoutCurrency();
  useEffect(() => {
    if (params) begin(params.payway, params.currency);
  }, [params?.payway, params?.currency, begin, params]);
  const hasParams = params !== null;
  const path = location.pathname;
  useEffect(() => {
    if (!hasParams || !requisitePrefill) return;
    setRequisite({ kind: 'new', value: requisitePrefill, memo: '', isSaving: false });
    // Taken once: coming back to this step later must not overwrite what the user chose since.
    navigate(path, { replace: true, state: null });
  }, [hasParams, requisitePrefill, setRequisite, navigate, path]);
  // The payway is chosen but not the currency: pick one of the funded balances first.
  if (paywayOnly)
    return <WithdrawCurrencyList linkOf={(currency) => withdrawStepPath(paywayOnly, currency, 'form')} />;
  if (!params) return <Navigate to={withdrawPath()} replace />;
  return (
    <StepFrame step="init" dialog={dialog}>
      {isReady ? <WithdrawAmountForm payway={params.payway} currency={params.currency} /> : null}
    </StepFrame>
  );
}

/** The later steps belong to the draft of their payway and currency; another one starts over. */
function useDraftOf(params: ReturnType<typeof useWithdrawStepParams>): boolean {
  return useWithdrawDraftStore(
    (state) => params !== null && state.payway === params.payway && state.currency === params.currency,
  );
}

/** `/balances/withdraw/:paywayType/:currency?/requisites`. */
export function WithdrawRequisitesPage() {
  const params = useWithdrawStepParams();
  const isDraftOf = useDraftOf(params);
  const { dialog } = useWithdrawLeaveGuard();
  if (!params) return <Navigate to={withdrawPath()} replace />;
  if (!isDraftOf) return <Navigate to={withdrawStepPath(params.payway, params.currency, 'form')} replace />;
  return (
    <StepFrame step="requisites" dialog={dialog}>
      <WithdrawRequisitesForm payway={params.payway} currency={params.currency} />
    </StepFrame>
  );
}

/** `/balances/withdraw/:paywayType/:currency?/confirm`. */
export function WithdrawConfirmPage() {
  const t = useTranslate();
  const params = useWithdrawStepParams();
  const isDraftOf = useDraftOf(params);
  const { dialog, allowLeave } = useWithdrawLeaveGuard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const startJourney = useStartVerificationJourney();
  // Once sent, the cleared draft must not lead back to the form while the transaction page loads.
  const [isSent, setSent] = useState(false);
  if (isSent) return <LoadingState />;
  if (!params) return <Navigate to={withdrawPath()} replace />;
  if (!isDraftOf) return <Navigate to={withdrawStepPath(params.payway, params.currency, 'form')} replace />;
  return (
    <StepFrame step="confirmation" dialog={dialog}>
      <WithdrawConfirm
        payway={params.payway}
        currency={params.currency}
        onSent={() => {
          allowLeave();
          setSent(true);
        }}
        onVerify={(goal) =>
          startJourney(
            {
              isInBalances: true,
              transactionType: 'withdraw',
              paywayType: params.payway,
              currency: params.currency,
            },
            goal,
          ).catch(() => notify.error(t('verification.loadError')))
        }
        onHeld={() => {
          // Nothing can be sent while the hold lasts: leaving asks nothing. The hold is news to a
          // cached verification, which is read afresh first: its page shows the hold from it.
          allowLeave();
          void queryClient
            .refetchQueries({ queryKey: verificationQueryKey(profileId), type: 'all' })
            .finally(() => navigate(AUTH_BLOCKED_PATH));
        }}
      />
    </StepFrame>
  );
}
