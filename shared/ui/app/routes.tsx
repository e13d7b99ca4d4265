import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import type { RouteHandle } from '../layout/route-handle';
import { EXCHANGE_PATH } from './paths';
import { CurrencyPickerPage } from './routes/currency-picker-page';
import { ExchangePage } from './routes/exchange-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

const exchangeHandle: RouteHandle = { title: 'exchange.title' };

const currencyListHandle: RouteHandle = {
  title: (params) => (params.side === 'from' ? 'exchange.youPay' : 'exchange.youGet'),
  parentPath: EXCHANGE_PATH,
};

const notFoundHandle: RouteHandle = { title: 'common.notFound.title', isTitleHidden: true };

/**
 * The route table both shells mount under their mode's basename. `/exchange` is the default
 * landing (spec 000 §2); `/exchange/currency-list/:side` is our picker, mirroring
 * `/balances/deposit/currency-list`.
 */
export function createFerryRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={EXCHANGE_PATH} replace /> },
        { path: 'exchange', element: <ExchangePage />, handle: exchangeHandle },
        { path: 'exchange/currency-list/:side', element: <CurrencyPickerPage />, handle: currencyListHandle },
        { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
      ],
    },
  ];
}
