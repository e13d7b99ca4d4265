import '../../../styles/amount-summary.css';
import '../../../styles/withdraw.css';
import { useParams } from 'react-router';
import { useWithdrawBalances } from '../../../features/withdraw/api/withdraw-queries';
import { WithdrawCurrencyList } from '../../../features/withdraw/components/withdraw-currency-list';
import { WithdrawPaywayList } from '../../../features/withdraw/components/withdraw-payway-list';

/** `/balances/withdraw/:currency?`: pick a funded currency, then how to withdraw it. */
export function WithdrawPage() {
  const { currency } = useParams();
  const balances = useWithdrawBalances();
  if (!currency) return <WithdrawCurrencyList />;
  const available = balances.data?.find((balance) => balance.currency === currency)?.available ?? null;
  return <WithdrawPaywayList currency={currency} available={available} />;
}
