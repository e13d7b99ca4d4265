import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { fiatValueMinor, formatFiat } from '../../wallet-ui/chain/token-amount';
import type { WalletToken } from '../../wallet-ui/chain/wallet-chain';
import { walletTokenPath } from '../../wallet-ui/chain/wallet-money-paths';
import { TokenIdentity } from '../../wallet-ui/token-identity';
import { TokenAmountText } from './token-amount-text';

interface WalletTokenRowProps {
  token: WalletToken;
  /** One whole token in the display currency, when the rates have it. */
  price: string | undefined;
  fiat: string;
}

/** One token held: its sign, symbol and name, the balance, and what it is worth in the user's fiat. */
export function WalletTokenRow({ token, price, fiat }: WalletTokenRowProps) {
  const { language } = useLanguage();
  const value = price === undefined ? null : fiatValueMinor(token.balance, token.decimals, price);
  return (
    <li>
      <Link to={walletTokenPath(token.slug)} className="ferry-balance-row" data-token={token.symbol}>
        <TokenIdentity token={token} />
        <span className="ferry-balance-amounts">
          <TokenAmountText
            className="ferry-money ferry-balance-available"
            amount={token.balance}
            decimals={token.decimals}
            symbol={token.symbol}
          />
          {value !== null ? (
            <span className="ferry-balance-secondary" dir="ltr">
              ≈ {formatFiat(value, fiat, language)}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
