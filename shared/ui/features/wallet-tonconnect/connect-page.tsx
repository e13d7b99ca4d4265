import '../../styles/amount-summary.css';
import '../../wallet-ui/wallet.css';
import './tonconnect.css';
import { useLocation } from 'react-router';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { readConnectLink } from '../../wallet-ui/connect-link';
import { ConnectFlow } from './connect-flow';
import { NoWallet } from './connect-no-wallet';
import { WakeUpLink } from './connect-wake-up';
import { withTonConnect } from './tonconnect-scope';

function ConnectView() {
  const t = useTranslate();
  const location = useLocation();
  const { wallet } = useWalletMoney();
  const link = readConnectLink(location.search);
  if (link === null || !link.isValid) {
    return (
      <StatePanel
        role="alert"
        title={t('wallet.tonconnect.connect.invalidLink.title')}
        description={t('wallet.tonconnect.connect.invalidLink.description')}
      />
    );
  }
  if (link.request.r === null) return <WakeUpLink appClientId={link.request.id} />;
  if (!wallet) return <NoWallet request={link.request} />;
  return <ConnectFlow request={link.request} wallet={wallet} />;
}

export const ConnectPage = withTonConnect(ConnectView);
