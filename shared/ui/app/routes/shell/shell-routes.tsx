import type { RouteHandle } from '../../../layout/route-handle';
import type { AreaRoutes, LazyPage } from '../../lazy-page';
import { MaintenancePage } from './maintenance-page';
import { NativeErrorPage } from './native-error-page';
import { UpdateRequiredPage } from './update-required-page';

const HANDLES = {
  maintenance: { title: 'shell.maintenance.title', isTitleHidden: true },
  updateRequired: { title: 'shell.updateRequired.title', isTitleHidden: true },
  nativeError: { title: 'shell.nativeError.title', isTitleHidden: true },
} satisfies Record<string, RouteHandle>;

/**
 * The shell area's screens (spec 000 §2 "Other screens", and `/native-error`). They load with the app rather than
 * lazily: they are shown exactly when loading more of the app may fail.
 */
export function shellRoutes(_page: LazyPage): AreaRoutes {
  return {
    open: [
      { path: 'maintenance', element: <MaintenancePage />, handle: HANDLES.maintenance },
      { path: 'update-required', element: <UpdateRequiredPage />, handle: HANDLES.updateRequired },
      { path: 'native-error', element: <NativeErrorPage />, handle: HANDLES.nativeError },
    ],
  };
}
