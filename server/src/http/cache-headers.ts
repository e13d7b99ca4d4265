import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { chooseEncoding } from './accept-encoding';
import { buildAnswerResponse, setAnswerHeader } from './answer-response';
import type { AppEnv } from './app-env';

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
const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
const JSON_TYPE = { 'Content-Type': 'application/json' } as const;

/**
 * Marks an answer as a member of `group`: `Cache-Control` by scope and `X-Cache-Group`, which
 * also tells `sendJsonAnswer` to give it a strong ETag and answer 304 to a matching
 * `If-None-Match`. Per-user answers vary by who asks.
 */
export function markCacheGroup(c: Context<AppEnv>, group: CacheGroup, scope: 'public' | 'private'): void {
  setAnswerHeader(c, 'Cache-Control', scope === 'public' ? PUBLIC_CACHE_CONTROL : 'private, no-cache');
  setAnswerHeader(c, 'X-Cache-Group', group);
  c.set('cacheGroup', group);
  if (scope === 'private') setAnswerHeader(c, 'Vary', 'Authorization, Profile-Id');
}

/**
 * A strong ETag of the body bytes. The encoding the response will be sent in is part of it
 * (compression runs outside this middleware), so a gzip and a brotli body never share a tag.
 */
export function strongEtag(body: Uint8Array | string, encoding: string): string {
  const digest = digestOf(body);
  return encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`;
}

function digestOf(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
function isMatch(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** A JSON answer's text, with the digest of its bytes once an ETag has needed it. */
export interface JsonAnswer {
  readonly text: string;
  digest?: string;
}

/**
 * Sends a successful JSON answer. A GET answer marked with a cache group gets its strong ETag, and
 * one the client already holds (If-None-Match) becomes 304 Not Modified with no body and the same
 * validators and cache headers. The digest is kept on the answer, so an answer served again from a
 * cache is hashed once. The response carries all its headers in a plain record
 * (answer-response.ts): a handler sets its own with `setAnswerHeader`, not `c.header()`.
 */
export function sendJsonAnswer(
  c: Context<AppEnv>,
  answer: JsonAnswer,
  status: 200 | 201 | 202 = 200,
): Response {
  const method = c.req.method;
  if (c.get('cacheGroup') !== undefined && (method === 'GET' || method === 'HEAD')) {
    answer.digest ??= digestOf(answer.text);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding') ?? '');
    const etag = encoding === 'identity' ? `"${answer.digest}"` : `"${answer.digest}-${encoding}"`;
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && isMatch(ifNoneMatch, etag)) return buildAnswerResponse(c, 304, null, { ETag: etag });
    return buildAnswerResponse(c, 200, answer.text, { ...JSON_TYPE, ETag: etag });
  }
  return buildAnswerResponse(c, status, answer.text, JSON_TYPE);
}
