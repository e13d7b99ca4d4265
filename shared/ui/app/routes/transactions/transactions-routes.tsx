import type { Params, RouteObject } from 'react-router';
import { routeTransactionType } from '../../../features/transactions/lib/route-transaction-type';
import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH, EXCHANGE_PATH } from '../../../shell/paths';
import { RequireSignedIn } from '../../guards/require-signed-in';
import type { AreaRoutes, LazyPage } from '../../lazy-page';
import { TransactionTypeGate } from './transaction-type-gate';

const isUnknownType = (params: Params) => routeTransactionType(params.transactionType) === null;
/** An unknown type shows "Page not found", which draws its own heading. */
const titleOf = (params: Params) => (isUnknownType(params) ? 'common.notFound.title' : 'transactions.title');

const HANDLES = {
  balanceTransaction: { title: titleOf, isTitleHidden: isUnknownType, parentPath: BALANCES_PATH },
  exchangeTransaction: { title: titleOf, isTitleHidden: isUnknownType, parentPath: EXCHANGE_PATH },
  details: {
    title: (params) => (isUnknownType(params) ? 'common.notFound.title' : 'transactions.detailsTitle'),
    isTitleHidden: isUnknownType,
    parentPath: BALANCES_PATH,
  },
} satisfies Record<string, RouteHandle>;

/** `path` behind the type check, then sign-in, then the lazy page. */
function gated(path: string, lazy: RouteObject['lazy'], handle: RouteHandle): RouteObject {
  return {
    path,
    element: <TransactionTypeGate />,
    handle,
    children: [{ element: <RequireSignedIn />, children: [{ index: true, lazy }] }],
  };
}

/**
 * The transactions area's screens (spec 000 §2). Two dynamic segments match many paths, but
 * react-router ranks static segments first, so `/profile/documents` or `/balances/withdraw/EUR`
 * still reach their own pages (transactions-routes.test.tsx). A `:transactionType` naming no
 * type is "Page not found" even to a visitor, so those routes are open and ask for sign-in
 * only behind the type check.
 */
export function transactionsRoutes(page: LazyPage): AreaRoutes {
  return {
    open: [
      gated(
        'balances/:transactionType/:externalId',
        page(
          () => import('./balance-transaction-page'),
          (module) => module.BalanceTransactionPage,
        ),
        HANDLES.balanceTransaction,
      ),
      gated(
        ':transactionType/:externalId',
        page(
          () => import('./exchange-transaction-page'),
          (module) => module.ExchangeTransactionPage,
        ),
        HANDLES.exchangeTransaction,
      ),
      gated(
        'transaction-details/:transactionType/:externalId',
        page(
          () => import('./transaction-details-page'),
          (module) => module.TransactionDetailsPage,
        ),
        HANDLES.details,
      ),
    ],
  };
}
