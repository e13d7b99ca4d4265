import type { MessageKey } from '@ferry/locales';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { shortAddress } from '../home/wallet-address';
import { formatTokenAmount } from '../wallet-chain/token-amount';
import type { HistoryStatus, WalletHistoryItem } from '../wallet-chain/wallet-chain';
import { MoveIcon, ReceiveIcon, SendIcon } from '../wallet-chain/wallet-money-icons';
import { walletTransactionPath } from '../wallet-chain/wallet-money-paths';

const TITLE: Record<WalletHistoryItem['direction'], MessageKey> = {
  in: 'wallet.history.received',
  out: 'wallet.history.sent',
  other: 'wallet.history.other',
};

export const STATUS_LABEL: Record<HistoryStatus, MessageKey> = {
  pending: 'wallet.history.status.pending',
  final: 'wallet.history.status.final',
  failed: 'wallet.history.status.failed',
};

const STATUS_KIND: Record<HistoryStatus, string> = { pending: 'progress', final: 'success', failed: 'error' };

/** "5 Mar, 14:05" in the reader's language. */
export function formatMoment(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(ms));
}

/** The spec's signs: + for money in, en-dash for money out, none otherwise. */
function signOf(direction: WalletHistoryItem['direction']): string {
  if (direction === 'in') return '+';
  return direction === 'out' ? '\u2013' : '';
}

/** One wallet event in the one history: labelled "Wallet", what happened, with whom, how much, and its state. */
export function WalletHistoryRow({ item }: { item: WalletHistoryItem }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const Icon = item.direction === 'in' ? ReceiveIcon : item.direction === 'out' ? SendIcon : MoveIcon;
  return (
    <li>
      <Link
        to={walletTransactionPath(item.hash)}
        className="ferry-transaction-row"
        data-wallet-event={item.hash}
      >
        <span
          className="ferry-direction-icon"
          data-direction={item.direction === 'in' ? 'PAYIN' : item.direction === 'out' ? 'PAYOUT' : 'CONVERT'}
          aria-hidden="true"
        >
          <Icon size={18} />
        </span>
        <span className="ferry-row-main">
          <span className="ferry-transaction-title">
            <span className="ferry-history-source" data-source="wallet">
              {t('wallet.history.sourceWallet')}
            </span>{' '}
            {t(TITLE[item.direction])}
          </span>
          <span className="ferry-transaction-meta">
            {/* The moment first: when the line is cut on a narrow screen, the address goes, not the date. */}
            <time dateTime={new Date(item.time * 1000).toISOString()}>
              {formatMoment(item.time * 1000, language)}
            </time>
            {item.counterparty ? ` · ${shortAddress(item.counterparty, 4)}` : ''}
          </span>
        </span>
        <span className="ferry-transaction-side">
          <span className="ferry-money ferry-transaction-amount" dir="ltr">
            {signOf(item.direction)}
            {formatTokenAmount(item.amount, item.decimals, item.symbol, language)}
          </span>
          <span className="ferry-status" data-kind={STATUS_KIND[item.status]}>
            {t(STATUS_LABEL[item.status])}
          </span>
        </span>
      </Link>
    </li>
  );
}
