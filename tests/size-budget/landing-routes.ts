import type { LandingRoute } from './first-load';

// The route chain both apps render for their landing (shared/ui/app/routes.tsx): the layout, the
// session guard, the exchange page. Whichever of them is lazy is a chunk of its own that the router
// loads before the first screen; keep this list in step when the landing's route chain changes.
const LANDING_ROUTE_MODULES = [
  'shared/ui/layout/app-layout.tsx',
  'shared/ui/app/guards/session-boundary.tsx',
  'shared/ui/app/routes/exchange/exchange-page.tsx',
];

// Modules the app imports as it starts, whatever the route; none today: English's first-paint
// namespaces are bundled, and the rest of English waits for the first lazy screen or the first
// action (shared/ui/i18n/create-loaded-i18n.ts), after the first load.
const START_MODULES: string[] = [];

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
