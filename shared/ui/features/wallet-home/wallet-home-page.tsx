import '../../styles/money-overview.css';
import '../../wallet-ui/styles/wallet-money.css';
import { Link } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { HeadedSection } from '../../components/headed-section';
import { ListSkeleton } from '../../components/list-skeleton';
import { StatePanel } from '../../components/state-panel';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { fiatValueMinor, formatFiat } from '../../wallet-ui/chain/token-amount';
import type { WalletBalances } from '../../wallet-ui/chain/wallet-chain';
import { useTokenPrices, useWalletBalances } from '../../wallet-ui/chain/wallet-chain-queries';
import { type ActiveWallet, useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import {
  SEND_ENTER_ADDRESS_PATH,
  WALLET_HOME_PATH,
  walletReceivePath,
} from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { useWalletDisplayName } from '../../wallet-ui/vault/use-wallet-display-name';
import { OneHistory } from './history/one-history';
import { useMoveBetween } from './history/use-move-between';
import { useDisplayCurrency } from './use-display-currency';
import { MoveIcon, ReceiveIcon, SendIcon, WalletActions } from './wallet-actions';
import { WalletAddress } from './wallet-address';
import { WalletTokenRow } from './wallet-token-row';

const HISTORY_LIMIT = 20;

/** The sum of every priced token in the display currency; null until any price is known. */
function totalValue(balances: WalletBalances, prices: Record<string, string> | undefined): bigint | null {
  if (!prices) return null;
  let total: bigint | null = null;
  for (const token of [balances.ton, ...balances.jettons]) {
    const price = prices[token.slug];
    const value = price === undefined ? null : fiatValueMinor(token.balance, token.decimals, price);
    if (value !== null) total = (total ?? 0n) + value;
  }
  return total;
}

function WalletHome({ wallet }: { wallet: ActiveWallet }) {
  const t = useTranslate();
  const displayName = useWalletDisplayName();
  const { language } = useLanguage();
  const fiat = useDisplayCurrency();
  const balances = useWalletBalances(wallet.address);
  const tokens = balances.data ? [balances.data.ton, ...balances.data.jettons] : undefined;
  const prices = useTokenPrices(wallet.address, fiat);
  const tonSlug = balances.data?.ton.slug ?? '';
  const move = useMoveBetween({ walletAddress: wallet.address, tonSlug });

  if (balances.isPending) return <ListSkeleton rows={3} />;
  if (!balances.data) return <QueryErrorState query={balances} title={t('wallet.home.loadError')} />;

  const total = totalValue(balances.data, prices.data);
  return (
    <>
      <section className="ferry-total ferry-wallet-total" aria-labelledby="ferry-wallet-total-label">
        <p id="ferry-wallet-total-label" className="ferry-total-label">
          {wallet.name ? displayName(wallet.name) : t('wallet.home.title')}
        </p>
        <p className="ferry-total-value">
          <span className="ferry-total-amount" dir="ltr">
            {total === null ? '—' : formatFiat(total, fiat, language)}
          </span>
        </p>
        {prices.error && total === null ? (
          <p className="ferry-total-note">{t('wallet.home.noRates')}</p>
        ) : null}
        <WalletAddress address={wallet.address} />
      </section>
      <WalletActions
        actions={[
          { label: t('wallet.home.receive'), Icon: ReceiveIcon, to: walletReceivePath() },
          ...(wallet.isReadOnly
            ? []
            : [{ label: t('wallet.home.send'), Icon: SendIcon, to: SEND_ENTER_ADDRESS_PATH }]),
          ...(wallet.isReadOnly
            ? []
            : [
                {
                  label: t('wallet.home.moveToFerry'),
                  Icon: MoveIcon,
                  onClick: () => void move.depositToFerry(),
                  isBusy: move.isDepositing,
                },
              ]),
        ]}
      />
      <HeadedSection
        className="ferry-balances-section"
        headingId="ferry-wallet-tokens-heading"
        title={t('wallet.home.tokens')}
      >
        <ul className="ferry-balance-list">
          {(tokens ?? []).map((token) => (
            <WalletTokenRow key={token.slug} token={token} price={prices.data?.[token.slug]} fiat={fiat} />
          ))}
        </ul>
      </HeadedSection>
      <OneHistory walletAddress={wallet.address} tonSlug={tonSlug} limit={HISTORY_LIMIT} />
    </>
  );
}

/**
 * `/balances/web3-wallet`: the active wallet's worth in the user's display currency, its address,
 * Receive / Send / Move to Ferry, each token held, and the one history with the custodial balance.
 */
function WalletHomeView() {
  const t = useTranslate();
  const { wallet } = useWalletMoney();
  return (
    <div className="ferry-balances ferry-wallet-home">
      {wallet ? (
        <WalletHome wallet={wallet} />
      ) : (
        <StatePanel
          title={t('wallet.home.none.title')}
          description={t('wallet.home.none.description')}
          action={
            <Link to={`${WALLET_HOME_PATH}/create`} className="ferry-link-button">
              {t('wallet.home.none.create')}
            </Link>
          }
        />
      )}
    </div>
  );
}

export const WalletHomePage = withWalletMoney(WalletHomeView);
