import { Navigate } from 'react-router';
import { WalletHomePage } from '../../../features/wallet-home/wallet-home-page';
import { useWalletVault } from '../../../wallet-ui/vault/use-wallet-vault';
import { WALLET_PATHS } from '../../../wallet-ui/wallet-paths';

/** `/balances/web3-wallet`: the wallet's home, or its creation while the account has none. */
export function WalletRootPage() {
  const { state } = useWalletVault();
  if (state.wallets.length === 0) return <Navigate to={WALLET_PATHS.create} replace />;
  return <WalletHomePage />;
}
