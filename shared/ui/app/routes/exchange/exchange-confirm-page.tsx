import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FlowProgress } from '../../../components/flow-progress';
import { ExchangeConfirm } from '../../../features/exchange/components/exchange-confirm';
import { useFlowLeaveGuard } from '../../../features/exchange/hooks/use-flow-leave-guard';
import { useExchangeCardStore } from '../../../features/exchange/stores/exchange-card-store';
import { resetExchangeDraft } from '../../../features/exchange/stores/exchange-pair-store';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { EXCHANGE_CONFIRM_PATH, transactionPath } from '../../../shell/paths';
import { useStartVerificationJourney } from '../verification-journey/use-verification-journey';

/** The exchange's steps outside balances: `/exchange/verification/…` (spec 000 §2). */
const EXCHANGE_PLACE = { isInBalances: false, transactionType: 'exchange' } as const;

/**
 * `/exchange/confirm`: the summary, then the payment (3-D Secure when the card asks); once placed
 * the transaction page follows it live. Over the level's limit the verification journey walks the
 * steps the amount needs and comes back here, where the draft waits.
 */
export function ExchangeConfirmPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const startJourney = useStartVerificationJourney();
  const [isPaying, setIsPaying] = useState(false);
  const guard = useFlowLeaveGuard(false);
  return (
    <div className="ferry-exchange-flow">
      <FlowProgress step={isPaying ? 'payment' : 'confirmation'} />
      <ExchangeConfirm
        onThreeDs={setIsPaying}
        onVerify={(goal) => {
          guard.release();
          startJourney(EXCHANGE_PLACE, goal, EXCHANGE_CONFIRM_PATH).catch(() =>
            notify.error(t('verification.loadError')),
          );
        }}
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
