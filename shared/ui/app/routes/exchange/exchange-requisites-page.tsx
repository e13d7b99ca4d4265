import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { RequisiteEntry } from '../../../features/exchange/components/requisite-entry';
import { useFlowLeaveGuard } from '../../../features/exchange/hooks/use-flow-leave-guard';
import { stepAfterRequisites } from '../../../features/exchange/lib/exchange-steps';
import { useExchangePairStore } from '../../../features/exchange/stores/exchange-pair-store';

/** `/exchange/requisites`: where the exchanged money is paid out (spec 000 §2). */
export function ExchangeRequisitesPage() {
  const navigate = useNavigate();
  const draft = useExchangePairStore();
  const [isDirty, setIsDirty] = useState(false);
  const guard = useFlowLeaveGuard(isDirty);
  return (
    <div className="ferry-exchange-flow">
      <FlowProgress step="requisites" />
      <RequisiteEntry
        payway={draft.toPayway ?? 'sepa'}
        currency={draft.to}
        network={draft.toNetwork}
        initial={draft.requisite}
        onDirtyChange={setIsDirty}
        onDone={(requisite) => {
          draft.setRequisite(requisite);
          void navigate(stepAfterRequisites(useExchangePairStore.getState()));
        }}
      />
      {guard.dialog}
    </div>
  );
}
