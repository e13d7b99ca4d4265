import { BALANCES_PATH, balanceTransactionPath } from '../../../shell/paths';
import { TransactionScreen } from './transaction-screen';

/** `/balances/:transactionType/:externalId`: a balance operation followed live to its end. */
export function BalanceTransactionPage() {
  return (
    <TransactionScreen
      variant="live"
      home={{ path: BALANCES_PATH, label: 'transactions.backToBalances' }}
      followPath={balanceTransactionPath}
    />
  );
}
