import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';
import { bookCardRoutes } from '../card/card-routes';
import { onboardingRoutes } from '../onboarding/onboarding-routes';

const HANDLES = {
  balances: { title: 'balances.title', hasAccountLink: true },
  statement: { title: 'balances.statement.title', parentPath: BALANCES_PATH },
  currency: { title: 'balances.currency.title', parentPath: BALANCES_PATH },
  spending: { title: 'balances.spending.title', parentPath: BALANCES_PATH },
} satisfies Record<string, RouteHandle>;

/**
 * The balances area's screens (spec 000 §2). `/balances/statement` is static, so it outranks
 * `/balances/:currency`; `/balances/:profileId/spending` ends in a static segment, so it outranks
 * the transaction page `/balances/:transactionType/:externalId`.
 */
export function balancesRoutes(page: LazyPage): AreaRoutes {
  return {
    signedIn: [
      {
        path: 'balances',
        lazy: page(
          () => import('./balances-page'),
          (module) => module.BalancesPage,
        ),
        handle: HANDLES.balances,
      },
      {
        path: 'balances/statement',
        lazy: page(
          () => import('./statement-page'),
          (module) => module.StatementPage,
        ),
        handle: HANDLES.statement,
      },
      {
        path: 'balances/:currency',
        lazy: page(
          () => import('./balance-page'),
          (module) => module.BalancePage,
        ),
        handle: HANDLES.currency,
      },
      {
        path: 'balances/:profileId/spending',
        lazy: page(
          () => import('./spending-page'),
          (module) => module.SpendingPage,
        ),
        handle: HANDLES.spending,
      },
      ...onboardingRoutes(page),
      ...bookCardRoutes(page),
    ],
  };
}
