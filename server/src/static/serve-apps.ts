import { existsSync } from 'node:fs';
import path from 'node:path';
import { MODE_SEGMENT } from '@ferry/shared/domain';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { respondWithError } from '../http/error-handler';

export interface AppDirectories {
  webDistDir: string;
  miniappDistDir: string;
}

const MESSENGER_PREFIX = `/${MODE_SEGMENT.messenger}`;

// Built file names carry a content hash, so they may be cached for good; pages must revalidate.
function cacheControlFor(requestPath: string): string {
  return /\/assets\/[^/]+$/.test(requestPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The built front ends: the mini-app under /messenger, the web app (full display, widget, pay
 * frame, native) everywhere else. Paths without a file fall back to the app's index.html so the
 * client router can resolve them; a missing asset stays a 404.
 */
export function createAppsRoutes(directories: AppDirectories): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(MESSENGER_PREFIX, (c) => c.redirect(`${MESSENGER_PREFIX}/`, 301));
  mountSpa(
    app,
    `${MESSENGER_PREFIX}/*`,
    directories.miniappDistDir,
    (requestPath) => requestPath.slice(MESSENGER_PREFIX.length) || '/',
  );
  mountSpa(app, '*', directories.webDistDir, (requestPath) => requestPath);
  return app;
}

function mountSpa(
  app: Hono<AppEnv>,
  pattern: string,
  root: string,
  toFilePath: (requestPath: string) => string,
) {
  const indexFile = path.join(root, 'index.html');
  // Built lazily: the build may appear after the server starts (pnpm build in another terminal).
  let serveFile: MiddlewareHandler<AppEnv> | undefined;
  let serveIndex: MiddlewareHandler<AppEnv> | undefined;
  app.get(pattern, async (c, next) => {
    if (!existsSync(indexFile)) {
      return respondWithError(c, 'SERVICE_UNAVAILABLE', { reason: `No build at ${root}; run pnpm build` });
    }
    serveFile ??= serveStatic({ root, rewriteRequestPath: toFilePath });
    // serveStatic answers with a Response when it found the file, else passes on to next().
    const response = await serveFile(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControlFor(c.req.path));
    return response;
  });
  app.get(pattern, async (c, next) => {
    if (path.extname(c.req.path) !== '') return next();
    serveIndex ??= serveStatic({ path: indexFile });
    const response = await serveIndex(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', 'no-cache');
    return response;
  });
}
