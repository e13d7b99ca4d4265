import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { ExchangeConfirm } from '../../../features/exchange/components/exchange-confirm';
import { useFlowLeaveGuard } from '../../../features/exchange/hooks/use-flow-leave-guard';
import { useExchangeCardStore } from '../../../features/exchange/stores/exchange-card-store';
import { resetExchangeDraft } from '../../../features/exchange/stores/exchange-pair-store';
import { transactionPath } from '../../../shell/paths';

/**
 * `/exchange/confirm`: the summary, then the payment (3-D Secure when the card asks); once placed
 * the transaction page follows it live.
 */
export function ExchangeConfirmPage() {
  const navigate = useNavigate();
  const [isPaying, setIsPaying] = useState(false);
  const guard = useFlowLeaveGuard(false);
  return (
    <div className="ferry-exchange-flow">
      <FlowProgress step={isPaying ? 'payment' : 'confirmation'} />
      <ExchangeConfirm
        onThreeDs={setIsPaying}
        onPlaced={({ transaction }) => {
          guard.release();
          useExchangeCardStore.getState().setCard(null);
          resetExchangeDraft();
          void navigate(transactionPath(transaction.type, transaction.id), { replace: true });
        }}
      />
      {guard.dialog}
    </div>
  );
}
