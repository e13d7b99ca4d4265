import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from './accept-encoding';
import { answerLengthOf } from './answer-response';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|manifest\+json)|text\/|image\/svg\+xml)/i;

/**
 * Compresses finished responses with node:zlib on its thread pool: several times cheaper per
 * small JSON answer than the web-streams CompressionStream. Streams (SSE) and ranged or already
 * encoded answers pass through untouched.
 */
export function compressResponse(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    // An answer built with its length is passed by without a look at its headers.
    if ((answerLengthOf(response) ?? MIN_BYTES) < MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding') ?? '');
    if (encoding === 'identity' || !isCompressible(response)) return;
    // Answers that say their length are passed by unread when small (reading builds a stream).
    const announced = Number(response.headers.get('Content-Length') ?? Number.NaN);
    if (announced < MIN_BYTES || announced > MAX_BYTES || response.body === null) return;
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length < MIN_BYTES || body.length > MAX_BYTES) {
      c.res = new Response(body, response);
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotliAsync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : await gzipAsync(body, { level: 6 });
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    headers.append('Vary', 'Accept-Encoding');
    // hono's `c.res` setter copies the old response's headers onto the new one, which would put
    // the uncompressed Content-Length back; every header is already in `headers`, so drop the old.
    c.res = undefined;
    c.res = new Response(compressed, { status: response.status, statusText: response.statusText, headers });
  };
}

// Headers and status first: asking a light response for its body turns it into a stream.
function isCompressible(response: Response): boolean {
  if (response.status === 204 || response.status === 206 || response.status === 304) return false;
  if (response.headers.has('Content-Encoding') || response.headers.has('Content-Range')) return false;
  const type = response.headers.get('Content-Type') ?? '';
  return COMPRESSIBLE.test(type) && !type.includes('event-stream');
}
