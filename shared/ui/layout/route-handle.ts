import type { MessageKey } from '@ferry/locales';
import type { Params, UIMatch } from 'react-router';

/** What each route tells the layout (react-router `handle`). */
export interface RouteHandle {
  /** The page title (spec: each screen has a page title); may depend on the route's params. */
  title: MessageKey | ((params: Params) => MessageKey);
  /** The page draws its own main heading instead of the layout's (may depend on the params). */
  isTitleHidden?: boolean | ((params: Params) => boolean);
  /** Set on child screens: where back leads when the app has no history of its own. */
  parentPath?: string;
  /** The top bar links to the profile (or to sign in) on this screen. */
  hasAccountLink?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The deepest matched route that declares a handle. */
export function findCurrentHandle(
  matches: readonly UIMatch[],
): { handle: RouteHandle; params: Params } | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return null;
}

export function isTitleHiddenFor(handle: RouteHandle, params: Params): boolean {
  return typeof handle.isTitleHidden === 'function'
    ? handle.isTitleHidden(params)
    : handle.isTitleHidden === true;
}

export function resolveTitleKey(handle: RouteHandle, params: Params): MessageKey {
  return typeof handle.title === 'function' ? handle.title(params) : handle.title;
}
