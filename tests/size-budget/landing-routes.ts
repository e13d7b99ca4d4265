import type { LandingRoute } from './first-load';

// The route chain both apps render for their landing (shared/ui/app/routes.tsx): the layout, the
// session guard, the exchange page. Whichever of them is lazy is a chunk of its own that the router
// loads before the first screen; keep this list in step when the landing's route chain changes.
const LANDING_ROUTE_MODULES = [
  'shared/ui/layout/app-layout.tsx',
  'shared/ui/app/guards/session-boundary.tsx',
  'shared/ui/app/routes/exchange/exchange-page.tsx',
];

// English's first-paint namespaces are bundled; the rest of English is its own chunk, which an
// English visitor's app starts loading at once (shared/ui/i18n/create-loaded-i18n.ts).
const START_MODULES = ['locales/src/bundles/en.ts'];

/** The first screens the budget guards: the web's `/exchange` and the mini-app's cold start. */
export const LANDING_ROUTES: readonly LandingRoute[] = [
  {
    app: 'web',
    url: '/exchange',
    appDir: 'web',
    entry: 'index.html',
    routeModules: LANDING_ROUTE_MODULES,
    startModules: START_MODULES,
  },
  {
    app: 'miniapp',
    url: '/messenger/exchange',
    appDir: 'miniapp',
    entry: 'index.html',
    routeModules: LANDING_ROUTE_MODULES,
    startModules: START_MODULES,
  },
];
