import { type ApiEvents, importWithEvent } from '@ferry/shared/api';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { whenCatalogueWhole } from '../i18n/catalogue-readiness';

/** Builds a route's `lazy` loader that picks one page component out of a module. */
export type LazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => RouteObject['lazy'];

/**
 * A screen loaded on first visit, so each flow's code stays out of the first download. A failed
 * chunk load (usually a new deploy) raises `module-import-error` when events are given. The
 * screen waits for the whole catalogue too: the landing paints with English's first part only.
 */
export function lazyPages(events: ApiEvents | undefined): LazyPage {
  return function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
    return async () => {
      const [module] = await Promise.all([
        events ? importWithEvent(load, events) : load(),
        whenCatalogueWhole(),
      ]);
      return { Component: pick(module) };
    };
  };
}

/** The routes one area of the app adds: open to everyone, or behind sign-in. */
export interface AreaRoutes {
  open?: RouteObject[];
  signedIn?: RouteObject[];
}
