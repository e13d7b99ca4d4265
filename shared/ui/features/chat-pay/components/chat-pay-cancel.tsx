import type { ChatPaymentView } from '@ferry/shared/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useChatPaymentAction } from '../api/chat-pay-queries';
import { useChatPayErrorText, useFormatCardMoney } from '../utils/chat-pay-text';

/** The sender's Cancel, behind a confirm that says a send card's money comes back at once. */
export function ChatPayCancel({ payment }: { payment: ChatPaymentView }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const cancel = useChatPaymentAction(payment.id, 'cancel');
  const errorText = useChatPayErrorText(payment);
  const [isAsking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = money(payment.amount, payment.currency);

  async function confirm() {
    setError(null);
    try {
      await cancel.mutateAsync();
      setAsking(false);
      notify.success(t('chatPay.cancel.done'));
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <>
      <button
        type="button"
        className="ferry-link-button ferry-chat-pay-cancel"
        onClick={() => setAsking(true)}
      >
        {t('chatPay.cancel.action')}
      </button>
      {isAsking ? (
        <ConfirmDialog
          title={t('chatPay.cancel.title')}
          description={
            payment.kind === 'send'
              ? t('chatPay.cancel.descriptionSend', { amount })
              : t('chatPay.cancel.descriptionRequest')
          }
          confirmLabel={t('chatPay.cancel.confirm')}
          cancelLabel={t('chatPay.cancel.keep')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          isBusy={cancel.isPending}
          error={error}
        />
      ) : null}
    </>
  );
}
