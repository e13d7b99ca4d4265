import '../../styles/money-overview.css';
import '../../wallet-ui/styles/wallet-money.css';
import { Navigate, useNavigate } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { HeadedSection } from '../../components/headed-section';
import { ListSkeleton } from '../../components/list-skeleton';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { formatTokenAmount } from '../../wallet-ui/chain/token-amount';
import { useWalletBalances } from '../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { SEND_ENTER_ADDRESS_PATH, SEND_ENTER_AMOUNT_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { TokenIdentity } from '../../wallet-ui/token-identity';

/** `send/select-token`: which of the held tokens to send (TON first, then each jetton). */
function SendSelectTokenView() {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { wallet } = useWalletMoney();
  const balances = useWalletBalances(wallet?.address);
  const to = useSendDraftStore((state) => state.to);
  const setToken = useSendDraftStore((state) => state.setToken);

  if (to === '') return <Navigate to={SEND_ENTER_ADDRESS_PATH} replace />;
  if (balances.isPending) return <ListSkeleton rows={3} />;
  if (!balances.data) return <QueryErrorState query={balances} title={t('wallet.home.loadError')} />;
  const tokens = [balances.data.ton, ...balances.data.jettons];
  return (
    <HeadedSection
      className="ferry-balances"
      headingId="ferry-send-token-heading"
      title={t('wallet.send.token.heading')}
    >
      <ul className="ferry-balance-list">
        {tokens.map((token) => (
          <li key={token.slug}>
            <button
              type="button"
              className="ferry-balance-row ferry-wallet-token-choice"
              data-token={token.symbol}
              onClick={() => {
                setToken(token.slug);
                navigate(SEND_ENTER_AMOUNT_PATH);
              }}
            >
              <TokenIdentity token={token} />
              <span className="ferry-balance-amounts">
                <span className="ferry-money ferry-balance-available" dir="ltr">
                  {formatTokenAmount(token.balance, token.decimals, token.symbol, language)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export const SendSelectTokenPage = withWalletMoney(SendSelectTokenView);
