import type { Endpoint, OwnedResourceKind } from '@ferry/shared/contracts';
import * as contracts from '@ferry/shared/contracts';
import { API_BASE_PATH, type ApiBase } from '@ferry/shared/domain';

/** Every endpoint the contracts declare: the route table the security tests are generated from. */
export const ROUTE_TABLE: readonly Endpoint[] = Object.values(contracts as Record<string, unknown>).filter(
  isEndpoint,
);

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.id === 'string' && typeof candidate.path === 'string' && Array.isArray(candidate.bases)
  );
}

/** The URL of an endpoint on a base, with path parameters filled from `values` (else a fresh uuid). */
export function urlOf(
  endpoint: Endpoint,
  base: ApiBase,
  values: Partial<Record<string, string>> = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? crypto.randomUUID()),
  );
  const query = endpoint.query ? requiredQueryOf(endpoint) : '';
  // An endpoint served outside the API bases (the bot base, the sandbox) is reached under its basePath.
  const prefix = endpoint.basePath === undefined ? API_BASE_PATH[base] : `${endpoint.basePath}/`;
  return `${prefix}${path}${query}`;
}

// Queries with a literal discriminator (login?method=email) must carry it to reach the route.
function requiredQueryOf(endpoint: Endpoint): string {
  return endpoint.path === 'login' ? '?method=email' : '';
}

/** Which kinds of resource an endpoint names, so a matrix can put another user's ids in. */
export function ownedKindsOf(endpoint: Endpoint): readonly [string, OwnedResourceKind][] {
  return Object.entries(endpoint.ownedParams ?? {});
}
