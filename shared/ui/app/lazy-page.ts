import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type ApiEvents, importWithEvent } from '../../api/index';

/** Builds a route's `lazy` loader that picks one page component out of a module. */
export type LazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => RouteObject['lazy'];

/**
 * A screen loaded on first visit, so each flow's code stays out of the first download. A failed
 * chunk load (usually a new deploy) raises `module-import-error` when events are given.
 */
export function lazyPages(events: ApiEvents | undefined): LazyPage {
  return function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
    return async () => {
      const module = events ? await importWithEvent(load, events) : await load();
      return { Component: pick(module) };
    };
  };
}

/** The routes one area of the app adds: open to everyone, or behind sign-in. */
export interface AreaRoutes {
  open?: RouteObject[];
  signedIn?: RouteObject[];
}
