import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DepositCurrencyList } from '../../../features/deposit/components/deposit-currency-list';
import { cryptoDepositPath, DEPOSIT_PATH, depositStepPath } from '../../../shell/paths';
import '../../../styles/deposit.css';

/** `/balances/deposit/currency-list?payway=…`: the currency to deposit with the chosen payway. */
export function DepositCurrencyListPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const payway = search.get('payway');
  if (!payway) return <Navigate to={DEPOSIT_PATH} replace />;
  return (
    <div className="ferry-deposit">
      <DepositCurrencyList
        payway={payway}
        onChoose={(currency) =>
          void navigate(
            payway === 'crypto' ? cryptoDepositPath(currency) : depositStepPath(payway, currency, 'form'),
          )
        }
      />
    </div>
  );
}
