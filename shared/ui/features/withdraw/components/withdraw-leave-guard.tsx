import { FlowLeaveDialog } from '../../../components/flow-leave-dialog';
import { useFlowLeaveGuard } from '../../../lib/use-flow-leave-guard';
import { BALANCES_PATH } from '../../../shell/paths';
import { hasWithdrawInput, useWithdrawDraftStore } from '../stores/withdraw-draft-store';

/** The withdraw flow's screens live under this prefix; moving between them is not leaving. */
export const WITHDRAW_FLOW_PREFIX = `${BALANCES_PATH}/withdraw`;

/** Asks before leaving the withdraw flow with typed input; `allowLeave` lets a sent one go. */
export function useWithdrawLeaveGuard() {
  const isDirty = useWithdrawDraftStore(hasWithdrawInput);
  const reset = useWithdrawDraftStore((state) => state.reset);
  const { blocker, allowLeave } = useFlowLeaveGuard(isDirty, WITHDRAW_FLOW_PREFIX);
  return { allowLeave, dialog: <FlowLeaveDialog blocker={blocker} onDiscard={reset} /> };
}
