import type { ChatPaymentView } from '@ferry/shared/contracts';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useChatPaymentAction } from '../api/chat-pay-queries';
import { useChatPayErrorText, useFormatCardMoney } from '../utils/chat-pay-text';
import { ChatPayCard } from './chat-pay-card';

/** The recipient's one tap: Receive (Telegram's main button in the mini-app). */
export function ChatPayReceive({ payment, headline }: { payment: ChatPaymentView; headline: string }) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const money = useFormatCardMoney();
  const claim = useChatPaymentAction(payment.id, 'claim');
  const errorText = useChatPayErrorText(payment);
  const [error, setError] = useState<string | null>(null);
  useClosingConfirmation(claim.isPending);

  async function receive() {
    if (claim.isPending) return;
    setError(null);
    try {
      await claim.mutateAsync();
      haptics.notificationOccurred('success');
      notify.success(t('chatPay.card.receivedToast', { amount: money(payment.amount, payment.currency) }));
    } catch (failure) {
      haptics.notificationOccurred('error');
      setError(errorText(failure));
    }
  }

  useMainButton({
    text: t('chatPay.card.receive'),
    onClick: () => void receive(),
    isLoading: claim.isPending,
    isEnabled: !claim.isPending,
  });

  return (
    <div className="ferry-chat-pay-screen">
      <ChatPayCard payment={payment} headline={headline}>
        <p className="ferry-chat-pay-fine">{t('chatPay.card.noFeeLine')}</p>
      </ChatPayCard>
      <FormError message={error} />
    </div>
  );
}
