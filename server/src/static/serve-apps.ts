import { existsSync } from 'node:fs';
import path from 'node:path';
import { MODE_SEGMENT, resolveDisplayMode } from '@ferry/shared/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { respondWithError } from '../http/error-handler';
import { createStaticFiles } from './static-files';

export interface AppDirectories {
  webDistDir: string;
  miniappDistDir: string;
}

const MESSENGER_PREFIX = `/${MODE_SEGMENT.messenger}`;

// Built file names carry a content hash, so they may be cached for good; pages must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The built front ends: the mini-app under /messenger, the web app (full display, widget, pay
 * frame, native) everywhere else. Paths without a file fall back to the app's index.html so the
 * client router can resolve them; a missing asset stays a 404.
 */
export function createAppsRoutes(
  directories: AppDirectories,
  frameAncestors?: (url: URL) => Promise<string | undefined>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(MESSENGER_PREFIX, (c) => c.redirect(`${MESSENGER_PREFIX}/`, 301));
  mountSpa(app, `${MESSENGER_PREFIX}/*`, directories.miniappDistDir, (requestPath) =>
    requestPath.slice(MESSENGER_PREFIX.length),
  );
  mountSpa(app, '*', directories.webDistDir, (requestPath) => requestPath, frameAncestors);
  return app;
}

function mountSpa(
  app: Hono<AppEnv>,
  pattern: string,
  root: string,
  toFilePath: (requestPath: string) => string,
  frameAncestors?: (url: URL) => Promise<string | undefined>,
) {
  const files = createStaticFiles(root);
  app.get(pattern, async (c) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      return respondWithError(c, 'SERVICE_UNAVAILABLE', { reason: `No build at ${root}; run pnpm build` });
    }
    const filePath = toFilePath(c.req.path);
    const accept = c.req.header('Accept-Encoding') ?? '';
    const isAssetPath = path.posix.extname(filePath) !== '';
    const file = isAssetPath ? await files.read(filePath, accept) : await files.read('index.html', accept);
    if (!file) return respondWithError(c, 'NOT_FOUND');
    const response = respondWithFile(c, file, /\/assets\/[^/]+$/.test(filePath) ? IMMUTABLE : REVALIDATE);
    // A widget page is drawn only inside its key's domain; 304s carry it too, as the query varies.
    if (!isAssetPath && frameAncestors && isFramePage(c.req.path)) {
      const policy = await frameAncestors(new URL(c.req.url));
      if (policy) response.headers.set('Content-Security-Policy', policy);
    }
    return response;
  });
}

function isFramePage(requestPath: string): boolean {
  const { mode } = resolveDisplayMode(requestPath);
  return mode === 'widget' || mode === 'pay-frame';
}

function respondWithFile(
  c: Context<AppEnv>,
  file: NonNullable<Awaited<ReturnType<ReturnType<typeof createStaticFiles>['read']>>>,
  cacheControl: string,
): Response {
  const headers = new Headers({
    'Cache-Control': cacheControl,
    ETag: file.etag,
    'Content-Type': file.contentType,
  });
  if (file.isCompressible) headers.set('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  if (file.encoding !== 'identity') headers.set('Content-Encoding', file.encoding);
  headers.set('Content-Length', String(file.body.length));
  return new Response(c.req.method === 'HEAD' ? null : file.body, { status: 200, headers });
}
