import { createServer, request as forward } from 'node:http';
import type { RunningServer } from '../web/ferry-server';

/**
 * A loopback proxy in front of the server that puts `script` first in every HTML page's head:
 * Lighthouse loads the page itself in a fresh tab, so the Telegram client stand-in cannot be
 * added by an init script; here it arrives with the page, before the app's own scripts.
 * Everything else passes through untouched (compression and cache headers included).
 */
export function startInjectingProxy(target: string, script: string): Promise<RunningServer> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const isPage = !/\.[a-z0-9]+$/i.test(new URL(incoming.url ?? '/', 'http://x').pathname);
    const headers = { ...incoming.headers, host: upstream.host };
    // A page is rewritten, so it is asked for uncompressed (it is a few hundred bytes).
    if (isPage) delete headers['accept-encoding'];
    const proxied = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!isPage || !type.includes('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('<head>', `<head><script>${script}</script>`);
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 200, rest).end(html);
        });
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
