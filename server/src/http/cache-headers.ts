import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding } from './accept-encoding';

/** The cache groups a client invalidates by (spec 001 §7). */
export const CACHE_GROUPS = [
  'balances',
  'balances-total',
  'convert-directions',
  'countries',
  'currencies',
  'init-settings',
  'payways',
  'presets',
  'pwcurrencies',
  'profiles',
] as const;
export type CacheGroup = (typeof CACHE_GROUPS)[number];

/** Public catalogue data may be reused for a minute; per-user data must be revalidated each time. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Marks an answer as a member of `group`: `Cache-Control` by scope and `X-Cache-Group`, which
 * also tells `conditionalResponses` to give it a strong ETag and answer 304 to a matching
 * `If-None-Match`. Per-user answers vary by who asks.
 */
export function markCacheGroup(c: Context, group: CacheGroup, scope: 'public' | 'private'): void {
  c.header(
    'Cache-Control',
    scope === 'public' ? `public, max-age=${PUBLIC_MAX_AGE_SECONDS}` : 'private, no-cache',
  );
  c.header('X-Cache-Group', group);
  if (scope === 'private') c.header('Vary', 'Authorization, Profile-Id');
}

/**
 * A strong ETag of the body bytes. The encoding the response will be sent in is part of it
 * (compression runs outside this middleware), so a gzip and a brotli body never share a tag.
 */
export function strongEtag(body: Uint8Array, encoding: string): string {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
function isMatch(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * For successful GET answers marked with a cache group: sets the ETag and turns an answer the
 * client already holds into 304 Not Modified (no body, same validators and cache headers).
 */
export function conditionalResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!['GET', 'HEAD'].includes(c.req.method) || response.status !== 200) return;
    if (!response.headers.has('X-Cache-Group')) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const etag = strongEtag(body, chooseEncoding(c.req.header('Accept-Encoding') ?? ''));
    const headers = new Headers(response.headers);
    headers.set('ETag', etag);
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && isMatch(ifNoneMatch, etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Length');
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
