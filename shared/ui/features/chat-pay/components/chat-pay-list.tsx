import './chat-pay.css';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useChatPayLiveRefresh, useChatPayments } from '../api/chat-pay-queries';
import { partyNameOf, useFormatCardDate, useFormatCardMoney } from '../utils/chat-pay-text';
import { ChatPayStatus } from './chat-pay-card';

interface ChatPayListProps {
  sendPath: string;
  requestPath: string;
  paymentPath(id: string): string;
}

/** `/pay`: Send and Request, then the user's own cards with their states, newest first. */
export function ChatPayList({ sendPath, requestPath, paymentPath }: ChatPayListProps) {
  const t = useTranslate();
  const payments = useChatPayments();
  useChatPayLiveRefresh();
  return (
    <div className="ferry-chat-pay-list-screen">
      <p className="ferry-chat-pay-fine">{t('chatPay.entry.description')}</p>
      <nav className="ferry-chat-pay-actions" aria-label={t('chatPay.list.actionsLabel')}>
        <Link to={sendPath} className="ferry-chat-pay-action">
          <span className="ferry-chat-pay-action-icon" aria-hidden="true">
            <ArrowUpIcon size={22} />
          </span>
          {t('chatPay.list.send')}
        </Link>
        <Link to={requestPath} className="ferry-chat-pay-action">
          <span className="ferry-chat-pay-action-icon" aria-hidden="true">
            <ArrowDownIcon size={22} />
          </span>
          {t('chatPay.list.request')}
        </Link>
      </nav>
      <section aria-labelledby="ferry-chat-pay-list-heading">
        <h2 id="ferry-chat-pay-list-heading" className="ferry-heading">
          {t('chatPay.list.heading')}
        </h2>
        {payments.isPending ? (
          <ListSkeleton rows={3} />
        ) : !payments.data ? (
          <QueryErrorState query={payments} title={t('chatPay.list.loadError')} />
        ) : payments.data.length === 0 ? (
          <StatePanel title={t('chatPay.list.emptyTitle')} description={t('chatPay.list.emptyDescription')} />
        ) : (
          <ul className="ferry-chat-pay-list">
            {payments.data.map((payment) => (
              <ChatPayRow key={payment.id} payment={payment} to={paymentPath(payment.id)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ChatPayRow({ payment, to }: { payment: ChatPaymentView; to: string }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const date = useFormatCardDate();
  const isMine = payment.viewer_role === 'creator';
  const other = partyNameOf(payment.creator.display_name, t);
  let label: string;
  if (isMine) label = t(payment.kind === 'send' ? 'chatPay.list.sentByYou' : 'chatPay.list.requestedByYou');
  else if (payment.kind === 'send') label = t('chatPay.list.receivedFrom', { name: other });
  else label = t('chatPay.list.paidTo', { name: other });
  return (
    <li>
      <Link to={to} className="ferry-chat-pay-row" data-testid="chat-pay-row" data-status={payment.status}>
        <span className="ferry-chat-pay-row-main">
          <span className="ferry-chat-pay-row-label">{label}</span>
          <span className="ferry-chat-pay-row-meta">
            {isMine && other ? `${other} · ` : ''}
            {date(payment.created_at)}
            {payment.note ? ` · ${payment.note}` : ''}
          </span>
        </span>
        <span className="ferry-chat-pay-row-side">
          <span className="ferry-chat-pay-row-amount" dir="ltr">
            {money(payment.amount, payment.currency)}
          </span>
          <ChatPayStatus status={payment.status} />
        </span>
      </Link>
    </li>
  );
}
