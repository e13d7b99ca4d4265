import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The exchange area's screens (spec 000 §2). */
export function exchangeRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
