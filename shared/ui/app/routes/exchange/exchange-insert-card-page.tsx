import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { CardEntry } from '../../../features/exchange/components/card-entry';
import { useFlowLeaveGuard } from '../../../features/exchange/hooks/use-flow-leave-guard';
import { useExchangeCardStore } from '../../../features/exchange/stores/exchange-card-store';
import { EXCHANGE_CONFIRM_PATH } from '../../../shell/paths';

/** `/exchange/insert-card`: the card the exchange is paid with (spec 000 §2). */
export function ExchangeInsertCardPage() {
  const navigate = useNavigate();
  const card = useExchangeCardStore((state) => state.card);
  const setCard = useExchangeCardStore((state) => state.setCard);
  const [isDirty, setIsDirty] = useState(false);
  const guard = useFlowLeaveGuard(isDirty);
  return (
    <div className="ferry-exchange-flow">
      <FlowProgress step="insert-card" />
      <CardEntry
        initial={card}
        onDirtyChange={setIsDirty}
        onDone={(choice) => {
          setCard(choice);
          void navigate(EXCHANGE_CONFIRM_PATH);
        }}
      />
      {guard.dialog}
    </div>
  );
}
