import type { MessageKey } from '@ferry/locales';
import type { HistoryKind } from '@ferry/shared/wallet';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import type { HistoryStatus, WalletHistoryItem } from '../../../wallet-ui/chain/wallet-chain';
import { walletTransactionPath } from '../../../wallet-ui/chain/wallet-money-paths';
import { shortAddress } from '../../../wallet-ui/short-address';
import { TokenAmountText } from '../token-amount-text';
import { MoveIcon, ReceiveIcon, SendIcon } from '../wallet-money-icons';

const TITLE: Record<WalletHistoryItem['direction'], MessageKey> = {
  in: 'wallet.history.received',
  out: 'wallet.history.sent',
  other: 'wallet.history.kinds.transferSelf',
};

/** Every kind but a plain transfer says what it was; "Transaction 0.00 TON" told nothing. */
const KIND_TITLE: Record<Exclude<HistoryKind, 'transfer'>, MessageKey> = {
  burn: 'wallet.history.kinds.burn',
  mint: 'wallet.history.kinds.mint',
  swap: 'wallet.history.kinds.swap',
  deposit: 'wallet.history.kinds.deposit',
  withdraw: 'wallet.history.kinds.withdraw',
  contractCall: 'wallet.history.kinds.contractCall',
  contractDeploy: 'wallet.history.kinds.contractDeploy',
  walletInitialize: 'wallet.history.kinds.walletInitialize',
  subscribe: 'wallet.history.kinds.subscribe',
  unsubscribe: 'wallet.history.kinds.unsubscribe',
  auctionBid: 'wallet.history.kinds.auctionBid',
  depositStake: 'wallet.history.kinds.depositStake',
  withdrawStake: 'wallet.history.kinds.withdrawStake',
  withdrawStakeRequest: 'wallet.history.kinds.withdrawStakeRequest',
  electionsRecoverStake: 'wallet.history.kinds.electionsRecoverStake',
  electionsDepositStake: 'wallet.history.kinds.electionsDepositStake',
};

/** The line's name: what happened, by kind; a transfer by its direction. */
export function walletHistoryTitleKey(item: Pick<WalletHistoryItem, 'kind' | 'direction'>): MessageKey {
  return item.kind === 'transfer' ? TITLE[item.direction] : KIND_TITLE[item.kind];
}

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
            {t(walletHistoryTitleKey(item))}
          </span>
          <span className="ferry-transaction-meta">
            {/* The moment first: when the line is cut on a narrow screen, the address goes, not the date. */}
            <time dateTime={new Date(item.time * 1000).toISOString()}>
              {formatMoment(item.time * 1000, language)}
            </time>
            {item.counterparty ? ` · ${shortAddress(item.counterparty)}` : ''}
          </span>
        </span>
        <span className="ferry-transaction-side">
          {/* No value moved (a contract call, the wallet's activation): no "0.00 TON". */}
          {item.amount === 0n ? null : (
            <TokenAmountText
              className="ferry-money ferry-transaction-amount"
              prefix={signOf(item.direction)}
              amount={item.amount}
              decimals={item.decimals}
              symbol={item.symbol}
            />
          )}
          <span className="ferry-status" data-kind={STATUS_KIND[item.status]}>
            {t(STATUS_LABEL[item.status])}
          </span>
        </span>
      </Link>
    </li>
  );
}
