import '../../../styles/amount-summary.css';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { FormError } from '../../../components/form-error';
import { AmountSummary } from '../../../components/money/amount-summary';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useChatPayBalances, useChatPaymentAction } from '../api/chat-pay-queries';
import { partyNameOf, useChatPayErrorText, useFormatCardMoney } from '../utils/chat-pay-text';
import { ChatPayCard } from './chat-pay-card';

/**
 * A request: Pay opens the usual confirm with what leaves the balance. The call carries the
 * `transfers` two-factor scope, so the API client's 2FA prompt follows where the payer switched
 * it on, and retries with the code under the same idempotency key; a cancelled prompt says nothing.
 */
export function ChatPayPayRequest({ payment, headline }: { payment: ChatPaymentView; headline: string }) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const money = useFormatCardMoney();
  const pay = useChatPaymentAction(payment.id, 'pay');
  const balances = useChatPayBalances();
  const errorText = useChatPayErrorText(payment);
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = money(payment.amount, payment.currency);
  const name = partyNameOf(payment.creator.display_name, t);
  const available = balances.data?.find((balance) => balance.currency === payment.currency)?.available ?? '0';
  useClosingConfirmation(pay.isPending);

  async function confirm() {
    if (pay.isPending) return;
    setError(null);
    try {
      await pay.mutateAsync();
      setConfirming(false);
      haptics.notificationOccurred('success');
      notify.success(t('chatPay.card.paidToast', { amount, name }));
    } catch (failure) {
      haptics.notificationOccurred('error');
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    }
  }

  useMainButton({
    text: t('chatPay.card.pay', { amount }),
    onClick: () => {
      setError(null);
      setConfirming(true);
    },
    isVisible: !isConfirming,
  });

  return (
    <div className="ferry-chat-pay-screen">
      <ChatPayCard payment={payment} headline={headline}>
        {balances.data ? (
          <p className="ferry-chat-pay-fine">
            {t('chatPay.card.available', { amount: money(available, payment.currency) })}
          </p>
        ) : null}
      </ChatPayCard>
      {!isConfirming ? <FormError message={error} /> : null}
      {isConfirming ? (
        <Dialog
          role="alertdialog"
          title={t('chatPay.pay.title', { amount, name })}
          onClose={() => {
            if (!pay.isPending) setConfirming(false);
          }}
          actions={
            <>
              <CancelButton
                onClick={() => setConfirming(false)}
                disabled={pay.isPending}
                label={t('chatPay.pay.back')}
              />
              <ActionButton isBusy={pay.isPending} onClick={() => void confirm()}>
                {t('chatPay.pay.confirm')}
              </ActionButton>
            </>
          }
        >
          <AmountSummary
            rows={[
              { label: t('chatPay.pay.fee'), value: t('chatPay.pay.noFee') },
              { label: t('chatPay.pay.leaves'), value: amount, isStrong: true },
            ]}
          />
          <FormError message={error} />
        </Dialog>
      ) : null}
    </div>
  );
}
