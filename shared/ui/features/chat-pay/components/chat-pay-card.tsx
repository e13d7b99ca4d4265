import './chat-pay.css';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import type { ChatPaymentStatus } from '@ferry/shared/domain';
import type { ReactNode } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { partyNameOf, useFormatCardMoney } from '../utils/chat-pay-text';

/** The colour a card's status takes (with its word, never colour alone). */
const STATUS_KIND: Record<ChatPaymentStatus, 'progress' | 'success' | 'resolved' | 'error'> = {
  draft: 'progress',
  waiting: 'progress',
  claimed: 'success',
  paid: 'success',
  cancelled: 'resolved',
  returned: 'resolved',
  expired: 'resolved',
};

export function ChatPayStatus({ status }: { status: ChatPaymentStatus }) {
  const t = useTranslate();
  return (
    <span className="ferry-status" data-kind={STATUS_KIND[status]}>
      {t(`chatPay.status.${status}`)}
    </span>
  );
}

interface ChatPayCardProps {
  payment: Pick<ChatPaymentView, 'kind' | 'status' | 'amount' | 'currency' | 'note' | 'creator'>;
  /** The card's one sentence for this viewer ("Receive 10.00 USDT from Anna"). */
  headline: string;
  /** The line under it: the state for the sender, the refusal for a stranger. */
  children?: ReactNode;
}

/**
 * The card as the chat shows it, drawn big: the sentence for this viewer with its amount large
 * in the middle ("Receive / 10.00 USDT / from Anna"), the note, and its state in words.
 */
export function ChatPayCard({ payment, headline, children }: ChatPayCardProps) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const amount = money(payment.amount, payment.currency);
  const at = headline.indexOf(amount);
  return (
    <section className="ferry-chat-pay-card" data-kind={payment.kind} aria-label={t('chatPay.card.label')}>
      <div className="ferry-chat-pay-card-top">
        <span className="ferry-chat-pay-avatar" aria-hidden="true">
          {initialOf(partyNameOf(payment.creator.display_name, t))}
        </span>
        <ChatPayStatus status={payment.status} />
      </div>
      <h1 className="ferry-chat-pay-headline">
        {at === -1 ? (
          headline
        ) : (
          <>
            {headline.slice(0, at).trim()}
            <span className="ferry-chat-pay-amount" dir="ltr">
              {` ${amount} `}
            </span>
            {headline.slice(at + amount.length).trim()}
          </>
        )}
      </h1>
      {payment.note ? <p className="ferry-chat-pay-note">{payment.note}</p> : null}
      {children}
    </section>
  );
}

function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}
