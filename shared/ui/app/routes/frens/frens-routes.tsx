import type { RouteHandle } from '../../../layout/route-handle';
import { EXCHANGE_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  frens: { title: 'frens.title', parentPath: EXCHANGE_PATH },
} satisfies Record<string, RouteHandle>;

/** `/frens` (spec 000 §2): a main tab of the mini-app, signed-in only. */
export function frensRoutes(page: LazyPage): AreaRoutes {
  return {
    signedIn: [
      {
        path: 'frens',
        lazy: page(
          () => import('./frens-page'),
          (module) => module.FrensPage,
        ),
        handle: HANDLES.frens,
      },
    ],
  };
}
