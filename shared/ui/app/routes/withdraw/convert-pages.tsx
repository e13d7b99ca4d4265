import '../../../styles/amount-summary.css';
import '../../../styles/withdraw.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FlowLeaveDialog } from '../../../components/flow-leave-dialog';
import { FlowProgress } from '../../../components/flow-progress';
import { LoadingState } from '../../../components/loading-state';
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
  // Once converted, the cleared draft must not lead back to the form while the next page loads.
  const [isDone, setDone] = useState(false);
  if (isDone) return <LoadingState />;
  return (
    <div className="ferry-withdraw">
      <FlowProgress step="deposit-or-convert-confirmation" />
      <ConvertConfirm
        onDone={() => {
          allowLeave();
          setDone(true);
        }}
      />
      {dialog}
    </div>
  );
}
