import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The transactions area's screens (spec 000 §2). */
export function transactionsRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
