import '../../../styles/money-overview.css';
import '../../../styles/detail-card.css';
import '../../../wallet-ui/styles/wallet-money.css';
import { useParams } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { formatTokenAmount, TON_DECIMALS } from '../../../wallet-ui/chain/token-amount';
import { useWalletEvent } from '../../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../../wallet-ui/chain/wallet-money-context';
import { withWalletMoney } from '../../../wallet-ui/chain/wallet-money-scope';
import { formatMoment, STATUS_LABEL, walletHistoryTitleKey } from '../history/wallet-history-row';
import { type WalletDetail, WalletDetailList } from './wallet-detail-list';

const DIRECTION_TITLE = {
  in: 'wallet.details.received',
  out: 'wallet.details.sent',
  other: 'wallet.details.other',
} as const;

/**
 * `transaction-details/:hash`: one wallet event by its id or its message hash — what moved, with
 * whom, the comment, the fee, when, and whether it is final; followed live until it is.
 */
function WalletTransactionView() {
  const t = useTranslate();
  const { language } = useLanguage();
  const { hash = '' } = useParams();
  const { wallet } = useWalletMoney();
  const event = useWalletEvent(wallet?.address, hash);

  if (!wallet) return null;
  if (event.isPending) return <LoadingState />;
  if (event.error && event.data === undefined)
    return <QueryErrorState query={event} title={t('wallet.details.loadError')} />;
  const item = event.data;
  if (!item)
    return (
      <div className="ferry-wallet-details" data-status="pending">
        <StatePanel
          role="status"
          title={t('wallet.details.waitingTitle')}
          description={t('wallet.details.waiting')}
        />
      </div>
    );

  const sign = item.direction === 'in' ? '+' : item.direction === 'out' ? '\u2013' : '';
  const items: WalletDetail[] = [
    {
      label: t('wallet.details.status'),
      value: <span data-status={item.status}>{t(STATUS_LABEL[item.status])}</span>,
    },
    {
      label: t('wallet.details.when'),
      value: (
        <time dateTime={new Date(item.time * 1000).toISOString()}>
          {formatMoment(item.time * 1000, language)}
        </time>
      ),
    },
  ];
  if (item.counterparty)
    items.push({
      label: item.direction === 'in' ? t('wallet.details.from') : t('wallet.details.to'),
      value: <code className="ferry-wallet-break">{item.counterparty}</code>,
      copyValue: item.counterparty,
      copyLabel: t('wallet.details.copyAddress'),
    });
  if (item.comment) items.push({ label: t('wallet.details.comment'), value: item.comment });
  if (item.fee > 0n)
    items.push({
      label: t('wallet.details.fee'),
      value: formatTokenAmount(item.fee, TON_DECIMALS, 'TON', language),
    });
  items.push({
    label: t('wallet.details.hash'),
    value: <code className="ferry-wallet-break">{item.hash}</code>,
    copyValue: item.hash,
    copyLabel: t('wallet.details.copyHash'),
  });

  return (
    <div className="ferry-wallet-details" data-status={item.status}>
      <section className="ferry-total" aria-labelledby="ferry-wallet-details-title">
        <p id="ferry-wallet-details-title" className="ferry-total-label">
          {t(item.kind === 'transfer' ? DIRECTION_TITLE[item.direction] : walletHistoryTitleKey(item))}
        </p>
        {/* The exact amount here (lists show it shortened); none when no value moved. */}
        {item.amount === 0n ? null : (
          <p className="ferry-total-value">
            <span className="ferry-total-amount" dir="ltr">
              {sign}
              {formatTokenAmount(item.amount, item.decimals, item.symbol, language)}
            </span>
          </p>
        )}
      </section>
      <WalletDetailList items={items} />
    </div>
  );
}

export const WalletTransactionPage = withWalletMoney(WalletTransactionView);
