import type { RouteHandle } from '../../../layout/route-handle';
import { EXCHANGE_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  farm: { title: 'farm.title', parentPath: EXCHANGE_PATH },
} satisfies Record<string, RouteHandle>;

/** `/farm` (spec 000 §2): a main tab of the mini-app, signed-in only. */
export function farmRoutes(page: LazyPage): AreaRoutes {
  return {
    signedIn: [
      {
        path: 'farm',
        lazy: page(
          () => import('./farm-page'),
          (module) => module.FarmPage,
        ),
        handle: HANDLES.farm,
      },
    ],
  };
}
