export type PathParams = Readonly<Record<string, string | number>>;

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Fills each `:name` with its encoded value; a missing one is a programming error. */
export function fillPathParams(path: string, params: PathParams = {}): string {
  return path.replace(PATH_PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for "${path}"`);
    return encodeURIComponent(String(value));
  });
}

function formatQueryValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  throw new TypeError(`Query parameter "${name}" must be a string, number, boolean or bigint`);
}

/** Serialises a query object: absent values are left out, a list repeats its name. */
export function buildQueryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object') throw new TypeError('A query must be an object');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(name, formatQueryValue(name, item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

interface UrlParts {
  origin: string;
  /** The base prefix, e.g. `/api/client/v1/`. */
  basePath: string;
  path: string;
  params?: PathParams;
  query?: unknown;
}

/**
 * A path below the base has no leading slash (contracts); one that starts with `/` is taken
 * from the origin as is, for the chain-service calls under `/tonapi/`.
 */
export function buildRequestUrl(parts: UrlParts): string {
  const path = fillPathParams(parts.path, parts.params);
  const prefix = path.startsWith('/') ? '' : parts.basePath;
  return `${trimTrailingSlash(parts.origin)}${prefix}${path}${buildQueryString(parts.query)}`;
}

export function trimTrailingSlash(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}
