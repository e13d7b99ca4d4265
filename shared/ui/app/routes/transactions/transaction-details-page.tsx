import { BALANCES_PATH, transactionDetailsPath } from '../../../shell/paths';
import { TransactionScreen } from './transaction-screen';

/** `/transaction-details/:transactionType/:externalId`: every field of one transaction. */
export function TransactionDetailsPage() {
  return (
    <TransactionScreen
      variant="details"
      home={{ path: BALANCES_PATH, label: 'transactions.backToBalances' }}
      followPath={transactionDetailsPath}
    />
  );
}
