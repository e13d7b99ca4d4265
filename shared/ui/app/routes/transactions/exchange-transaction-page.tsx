import { EXCHANGE_PATH, transactionPath } from '../../../shell/paths';
import { TransactionScreen } from './transaction-screen';

/** `/:transactionType/:externalId`: an exchange outside balances, followed live to its end. */
export function ExchangeTransactionPage() {
  return (
    <TransactionScreen
      variant="live"
      home={{ path: EXCHANGE_PATH, label: 'common.done' }}
      followPath={transactionPath}
    />
  );
}
