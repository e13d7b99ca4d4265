import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The withdraw area's screens (spec 000 §2). */
export function withdrawRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
