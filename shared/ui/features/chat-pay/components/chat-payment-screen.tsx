import '../../../styles/amount-summary.css';
import './chat-pay.css';
import { isApiError } from '@ferry/shared/api';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { QueryErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { AmountSummary } from '../../../components/money/amount-summary';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { BALANCES_PATH } from '../../../shell/paths';
import {
  useChatPayBalances,
  useChatPayLiveRefresh,
  useChatPayment,
  useChatPaymentAction,
} from '../api/chat-pay-queries';
import {
  refusalMessage,
  useChatPayErrorText,
  useFormatCardDate,
  useFormatCardMoney,
} from '../utils/chat-pay-text';
import { ChatPayCard } from './chat-pay-card';
import { ChatPayShare } from './chat-pay-share';

interface ChatPaymentScreenProps {
  paymentId: string;
  /** Just made: open Telegram's chat picker at once (the creator pressed "Send" a moment ago). */
  isJustCreated?: boolean;
}

/**
 * `/pay/:paymentId`, where a `startapp=pay_<id>` link opens: the card as this viewer sees it,
 * asked again every few seconds while it waits. The recipient has one action (Receive, or Pay
 * after a confirm); the sender sees its state and may cancel while it waits; anyone else reads
 * why it is no longer theirs to take.
 */
export function ChatPaymentScreen({ paymentId, isJustCreated = false }: ChatPaymentScreenProps) {
  const t = useTranslate();
  const query = useChatPayment(paymentId);
  useChatPayLiveRefresh();
  const payment = query.data;
  if (query.isPending) return <LoadingState />;
  if (!payment) {
    if (isApiError(query.error) && (query.error.code === 'NOT_FOUND' || query.error.status === 404)) {
      return (
        <StatePanel
          headingLevel={1}
          title={t('chatPay.card.notFoundTitle')}
          description={t('chatPay.card.notFoundDescription')}
        />
      );
    }
    return <QueryErrorState query={query} title={t('chatPay.card.loadError')} />;
  }
  if (payment.viewer_role === 'creator')
    return <CreatorView payment={payment} isJustCreated={isJustCreated} />;
  if (payment.viewer_role === 'counterparty') return <CounterpartyView payment={payment} />;
  return <StrangerView payment={payment} />;
}

function CreatorView({ payment, isJustCreated }: { payment: ChatPaymentView; isJustCreated: boolean }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const date = useFormatCardDate();
  const amount = money(payment.amount, payment.currency);
  const name = payment.counterparty?.display_name ?? '';
  const isSend = payment.kind === 'send';
  const lines: Record<ChatPaymentView['status'], string> = {
    draft: t('chatPay.creator.draft'),
    waiting: isSend ? t('chatPay.creator.waitingSend') : t('chatPay.creator.waitingRequest'),
    claimed: t('chatPay.creator.claimed', { name, date: date(payment.settled_at) }),
    paid: t('chatPay.creator.paid', { name, date: date(payment.settled_at) }),
    cancelled: isSend ? t('chatPay.creator.cancelledSend') : t('chatPay.creator.cancelledRequest'),
    returned: t('chatPay.creator.returned'),
    expired: t('chatPay.creator.expired'),
  };
  const isWaiting = payment.status === 'waiting';
  return (
    <div className="ferry-chat-pay-screen">
      <ChatPayCard
        payment={payment}
        headline={t(isSend ? 'chatPay.card.sentHeadline' : 'chatPay.card.requestedHeadline', { amount })}
      >
        <p className="ferry-chat-pay-state" role="status" data-testid="chat-pay-state">
          {lines[payment.status]}
        </p>
        {isWaiting ? (
          <p className="ferry-chat-pay-fine">
            {t(isSend ? 'chatPay.creator.returnsOn' : 'chatPay.creator.expiresOn', {
              date: date(payment.expires_at),
            })}
          </p>
        ) : null}
      </ChatPayCard>
      {isWaiting ? <ChatPayShare payment={payment} isJustCreated={isJustCreated} /> : null}
      {payment.can_cancel ? <CancelCard payment={payment} /> : null}
    </div>
  );
}

function CancelCard({ payment }: { payment: ChatPaymentView }) {
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

function CounterpartyView({ payment }: { payment: ChatPaymentView }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const amount = money(payment.amount, payment.currency);
  const name = payment.creator.display_name;
  return (
    <div className="ferry-chat-pay-screen">
      <ChatPayCard
        payment={payment}
        headline={t(payment.kind === 'send' ? 'chatPay.card.receivedHeadline' : 'chatPay.card.paidHeadline', {
          amount,
          name,
        })}
      />
      <Link to={BALANCES_PATH} className="ferry-link-button ferry-chat-pay-next">
        {t('chatPay.card.toBalances')}
      </Link>
    </div>
  );
}

/** Someone who is neither side yet: the recipient while the card waits, a latecomer after. */
function StrangerView({ payment }: { payment: ChatPaymentView }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const amount = money(payment.amount, payment.currency);
  const name = payment.creator.display_name;
  const isSend = payment.kind === 'send';
  const headline = t(isSend ? 'chatPay.card.receiveHeadline' : 'chatPay.card.payHeadline', { amount, name });
  if (!payment.can_act) {
    const refusal = refusalMessage(payment.refusal ?? 'not_active', name);
    // No longer theirs to take: the card says what it was, not what to do.
    const was = t(isSend ? 'chatPay.card.othersSendHeadline' : 'chatPay.card.othersRequestHeadline', {
      amount,
      name,
    });
    return (
      <div className="ferry-chat-pay-screen">
        <ChatPayCard payment={payment} headline={was}>
          <p className="ferry-chat-pay-state" role="status" data-testid="chat-pay-state">
            {t(refusal.key, refusal.params)}
          </p>
        </ChatPayCard>
        <Link to={BALANCES_PATH} className="ferry-link-button ferry-chat-pay-next">
          {t('chatPay.card.toBalances')}
        </Link>
      </div>
    );
  }
  return isSend ? (
    <ReceiveCard payment={payment} headline={headline} />
  ) : (
    <PayRequest payment={payment} headline={headline} />
  );
}

/** The recipient's one tap: Receive (Telegram's main button in the mini-app). */
function ReceiveCard({ payment, headline }: { payment: ChatPaymentView; headline: string }) {
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

/** A request: Pay opens the usual confirm with what leaves the balance; the 2FA prompt may follow. */
function PayRequest({ payment, headline }: { payment: ChatPaymentView; headline: string }) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const money = useFormatCardMoney();
  const pay = useChatPaymentAction(payment.id, 'pay');
  const balances = useChatPayBalances();
  const errorText = useChatPayErrorText(payment);
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = money(payment.amount, payment.currency);
  const name = payment.creator.display_name;
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
