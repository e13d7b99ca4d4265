import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The deposit area's screens (spec 000 §2). */
export function depositRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
