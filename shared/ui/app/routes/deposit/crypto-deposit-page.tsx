import { Navigate, useParams } from 'react-router';
import { CryptoDepositPanel } from '../../../features/deposit/components/crypto-deposit-panel';
import { DEPOSIT_CURRENCY_LIST_PATH } from '../../../shell/paths';
import '../../../styles/deposit.css';

/** `/balances/deposit/crypto/:currency?`: the permanent address to send crypto to. */
export function CryptoDepositPage() {
  const { currency } = useParams();
  if (!currency) return <Navigate to={`${DEPOSIT_CURRENCY_LIST_PATH}?payway=crypto`} replace />;
  return (
    <div className="ferry-deposit">
      <CryptoDepositPanel key={currency} currency={currency} />
    </div>
  );
}
