import '../../../styles/withdraw.css';
import { useParams } from 'react-router';
import { FlowLeaveDialog } from '../../../components/flow-leave-dialog';
import { FlowProgress } from '../../../components/flow-progress';
import { ConvertConfirm } from '../../../features/convert/components/convert-confirm';
import { ConvertForm } from '../../../features/convert/components/convert-form';
import { hasConvertInput, useConvertDraftStore } from '../../../features/convert/stores/convert-draft-store';
import { useFlowLeaveGuard } from '../../../lib/use-flow-leave-guard';

/** The convert flow's screens; moving between them is not leaving. */
const CONVERT_FLOW_PREFIX = '/balances/convert';

function useConvertLeaveGuard() {
  const isDirty = useConvertDraftStore(hasConvertInput);
  const reset = useConvertDraftStore((state) => state.reset);
  const { blocker, allowLeave } = useFlowLeaveGuard(isDirty, CONVERT_FLOW_PREFIX);
  return { allowLeave, dialog: <FlowLeaveDialog blocker={blocker} onDiscard={reset} /> };
}

/** `/balances/convert/:currency?/form`. */
export function ConvertFormPage() {
  const { currency } = useParams();
  const { dialog } = useConvertLeaveGuard();
  return (
    <div className="ferry-withdraw">
      <FlowProgress step="init" />
      <ConvertForm initialFrom={currency} />
      {dialog}
    </div>
  );
}

/** `/balances/convert/confirm`. */
export function ConvertConfirmPage() {
  const { dialog, allowLeave } = useConvertLeaveGuard();
  return (
    <div className="ferry-withdraw">
      <FlowProgress step="deposit-or-convert-confirmation" />
      <ConvertConfirm onDone={allowLeave} />
      {dialog}
    </div>
  );
}
