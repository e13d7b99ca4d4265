import type { RouteHandle } from '../../../layout/route-handle';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  order: { title: 'payFrame.title', isTitleHidden: true },
} satisfies Record<string, RouteHandle>;

/** The pay frame's screens: open to guests, the order's token is the key to it. */
export function payFrameRoutes(page: LazyPage): AreaRoutes {
  return {
    open: [
      {
        path: 'order/:token',
        lazy: page(
          () => import('./pay-order-page'),
          (module) => module.PayOrderPage,
        ),
        handle: HANDLES.order,
      },
    ],
  };
}
