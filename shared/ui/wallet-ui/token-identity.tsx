import { CurrencyBadge } from '../components/currency-badge';
import type { WalletToken } from './chain/wallet-chain';

/** A token's sign (its image, else a badge of its symbol), symbol and name at the start of its row. */
export function TokenIdentity({ token }: { token: WalletToken }) {
  return (
    <>
      {token.image ? (
        <img className="ferry-wallet-token-image" src={token.image} alt="" width={40} height={40} />
      ) : (
        <CurrencyBadge currency={{ code: token.symbol, symbol: null, kind: 'crypto' }} />
      )}
      <span className="ferry-row-main">
        <span className="ferry-row-code">{token.symbol}</span>
        <span className="ferry-row-name">{token.name}</span>
      </span>
    </>
  );
}
