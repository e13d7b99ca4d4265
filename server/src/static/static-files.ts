import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import { type ContentEncoding, chooseEncoding } from '../http/accept-encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|manifest\+json|wasm)|text\/|image\/svg\+xml)/i;

export interface StaticFile {
  body: Uint8Array;
  contentType: string;
  encoding: ContentEncoding;
  etag: string;
  isCompressible: boolean;
}

/**
 * The built front ends, read from disk once per file version (path + size + mtime) and compressed
 * once per encoding: a build is a few megabytes, so memory is cheap and every later request is a
 * buffer copy. Paths are resolved inside `root` only.
 */
export function createStaticFiles(root: string) {
  const resolvedRoot = path.resolve(root);
  const cache = new Map<string, Promise<Uint8Array>>();

  function cached(key: string, load: () => Promise<Uint8Array>): Promise<Uint8Array> {
    let entry = cache.get(key);
    if (!entry) {
      entry = load();
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  }

  return {
    /** The file at `relativePath` in the best encoding the client accepts, or undefined. */
    async read(relativePath: string, acceptEncoding: string): Promise<StaticFile | undefined> {
      const filePath = path.resolve(resolvedRoot, `.${path.posix.normalize(`/${relativePath}`)}`);
      if (filePath !== resolvedRoot && !filePath.startsWith(resolvedRoot + path.sep)) return undefined;
      const info = await stat(filePath).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const version = `${filePath}:${info.size}:${info.mtimeMs}`;
      const contentType = getMimeType(filePath) ?? 'application/octet-stream';
      const isCompressible = COMPRESSIBLE.test(contentType) && info.size >= MIN_COMPRESS_BYTES;
      const encoding: ContentEncoding = isCompressible ? chooseEncoding(acceptEncoding) : 'identity';
      const raw = () => cached(`${version}:identity`, () => readFile(filePath));
      const body =
        encoding === 'identity'
          ? await raw()
          : await cached(`${version}:${encoding}`, async () => compress(await raw(), encoding));
      const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}-${encoding}"`;
      return { body, contentType, encoding, etag, isCompressible };
    },
  };
}

function compress(body: Uint8Array, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });
}
