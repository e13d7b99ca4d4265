import { buildEmptyApp } from './build-apps';
import { type JsWeight, measureJs } from './js-weight';
import { serveStatic } from './static-server';

/** The baseline's first-load JavaScript: the empty React + Vite app, built in this run and served. */
export async function measureEmptyApp(): Promise<JsWeight> {
  const app = await buildEmptyApp();
  try {
    const server = await serveStatic(app.distDir);
    try {
      return await measureJs(`${server.baseUrl}/`);
    } finally {
      await server.stop();
    }
  } finally {
    app.remove();
  }
}
