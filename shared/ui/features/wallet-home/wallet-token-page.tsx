import '../../styles/money-overview.css';
import '../../wallet-ui/styles/wallet-money.css';
import { useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { HeadedSection } from '../../components/headed-section';
import { ListSkeleton } from '../../components/list-skeleton';
import { StatePanel } from '../../components/state-panel';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { fiatValueMinor, formatFiat } from '../../wallet-ui/chain/token-amount';
import {
  useTokenPrices,
  useWalletBalances,
  useWalletHistory,
} from '../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { SEND_ENTER_ADDRESS_PATH, walletReceivePath } from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { WalletHistoryRow } from './history/wallet-history-row';
import { TokenAmountText } from './token-amount-text';
import { useDisplayCurrency } from './use-display-currency';
import { ReceiveIcon, SendIcon, WalletActions } from './wallet-actions';

const HISTORY_LIMIT = 50;

/** `/balances/web3-wallet/:tokenSlug`: one token — balance, value, Receive / Send, and its history. */
function WalletTokenView() {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { tokenSlug = '' } = useParams();
  const { wallet } = useWalletMoney();
  const fiat = useDisplayCurrency();
  const balances = useWalletBalances(wallet?.address);
  const all = balances.data ? [balances.data.ton, ...balances.data.jettons] : undefined;
  const token = all?.find((candidate) => candidate.slug === tokenSlug);
  const prices = useTokenPrices(wallet?.address, fiat);
  const history = useWalletHistory(wallet?.address, HISTORY_LIMIT);

  if (!wallet) return null;
  if (balances.isPending) return <ListSkeleton rows={3} />;
  if (!balances.data) return <QueryErrorState query={balances} title={t('wallet.home.loadError')} />;
  if (!token) return <StatePanel title={t('wallet.home.tokenMissing')} role="alert" />;

  const price = prices.data?.[token.slug];
  const value = price === undefined ? null : fiatValueMinor(token.balance, token.decimals, price);
  const items = (history.data ?? []).filter((item) => item.symbol === token.symbol);

  function send() {
    if (!token) return;
    const draft = useSendDraftStore.getState();
    draft.reset();
    draft.setToken(token.slug);
    navigate(SEND_ENTER_ADDRESS_PATH);
  }

  return (
    <div className="ferry-balances ferry-wallet-home">
      <section className="ferry-total" aria-labelledby="ferry-wallet-token-label">
        <p id="ferry-wallet-token-label" className="ferry-total-label">
          {token.name}
        </p>
        <p className="ferry-total-value">
          <TokenAmountText
            className="ferry-total-amount"
            amount={token.balance}
            decimals={token.decimals}
            symbol={token.symbol}
            isExpandable
          />
        </p>
        {value !== null ? (
          <p className="ferry-total-note" dir="ltr">
            ≈ {formatFiat(value, fiat, language)}
          </p>
        ) : null}
      </section>
      <WalletActions
        actions={[
          { label: t('wallet.home.receive'), Icon: ReceiveIcon, to: walletReceivePath(token.symbol) },
          ...(wallet.isReadOnly ? [] : [{ label: t('wallet.home.send'), Icon: SendIcon, onClick: send }]),
        ]}
      />
      <HeadedSection
        className="ferry-balances-section"
        headingId="ferry-wallet-token-history"
        title={t('wallet.history.title')}
      >
        {history.isPending ? <ListSkeleton rows={2} /> : null}
        {history.error ? <QueryErrorState query={history} title={t('wallet.history.walletError')} /> : null}
        {history.data && items.length === 0 ? (
          <p className="ferry-wallet-empty">{t('wallet.history.empty')}</p>
        ) : null}
        <ul className="ferry-transaction-list">
          {items.map((item) => (
            <WalletHistoryRow key={item.id} item={item} />
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}

export const WalletTokenPage = withWalletMoney(WalletTokenView);
