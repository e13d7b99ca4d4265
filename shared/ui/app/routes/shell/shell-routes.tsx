import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The shell area's screens (spec 000 §2). */
export function shellRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
