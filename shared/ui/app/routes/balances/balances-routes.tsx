import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The balances area's screens (spec 000 §2). */
export function balancesRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
