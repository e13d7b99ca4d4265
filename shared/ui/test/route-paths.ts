import type { RouteObject } from 'react-router';

export interface FlatRoute {
  path: string;
  route: RouteObject;
}

/** Every route with a path, with its full path from the root. */
export function flattenRoutes(routes: RouteObject[], parent = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path ? [{ path, route }] : [];
    return [...own, ...flattenRoutes(route.children ?? [], path)];
  });
}

/** A value each route parameter takes in a visit (a real-looking id, a currency, a side). */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  side: 'to',
  transactionType: 'PAYIN',
  externalId: 'tx_1',
  token: 'order_token_1',
  applicantId: 'applicant_1',
  apiKeyId: 'key_1',
  currency: 'USDT',
  profileId: '00000000-0000-4000-8000-000000000002',
  paywayType: 'crypto',
  presetId: 'preset_1',
  hash: 'abc123',
  tokenSlug: 'ton',
  type: 'personal',
  onboarded: 'onboarded',
  country: 'PL',
  forbidden: 'forbidden',
  paymentId: 'CP7QK2M9XA4TBH3W8N5R',
};

/** A pathname that visits the route pattern `path`: parameters filled in, `*` as an unknown page. */
export function samplePathname(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'nowhere';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      const value = SAMPLE_PARAMS[name];
      if (!value) throw new Error(`no sample value for the route parameter ${name} (${path})`);
      return value;
    })
    .join('/');
}
