import { Outlet, useParams } from 'react-router';
import { routeTransactionType } from '../../../features/transactions/lib/route-transaction-type';
import { NotFoundPage } from '../not-found-page';

/**
 * A two-segment path whose first segment names no transaction type is no page of ours: "Page not
 * found" for everyone, before sign-in is asked for.
 */
export function TransactionTypeGate() {
  const { transactionType } = useParams();
  return routeTransactionType(transactionType) ? <Outlet /> : <NotFoundPage />;
}
