import type { AreaRoutes, LazyPage } from '../../lazy-page';

/** The presets area's screens (spec 000 §2). */
export function presetsRoutes(_page: LazyPage): AreaRoutes {
  return {};
}
