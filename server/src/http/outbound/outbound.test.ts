import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from './outbound';

let server: Server;
let port: number;
const seen: { host: string | undefined; path: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ host: request.headers.host, path: request.url });
    if (request.url === '/moved') {
      response.writeHead(302, { Location: `http://127.0.0.1:${port}/secret` });
      return response.end();
    }
    if (request.url === '/huge') return response.end('x'.repeat(4096));
    if (request.url === '/slow') return setTimeout(() => response.end('late'), 1_000);
    response.end(`hello ${request.method}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the outbound fetch', () => {
  it('resolves once and connects to the address it vetted, keeping the name in Host', async () => {
    let lookups = 0;
    const outbound = createOutbound({
      allowsPrivateTargets: true,
      // A name no DNS knows: only the pinned answer can take the socket to the listener.
      resolve: async () => {
        lookups += 1;
        return ['127.0.0.1'];
      },
    });
    const response = await outbound.fetch(`http://pinned.localhost:${port}/hi`, {
      method: 'POST',
      body: 'x',
    });
    expect(await response.text()).toBe('hello POST');
    expect(lookups).toBe(1);
    expect(seen.at(-1)).toEqual({ host: `pinned.localhost:${port}`, path: '/hi' });
  });

  it('refuses before connecting when any address is not public (a rebinding name)', async () => {
    const before = seen.length;
    const outbound = createOutbound({
      allowsPrivateTargets: false,
      resolve: async () => ['93.184.215.14', '127.0.0.1'],
    });
    await expect(outbound.fetch(`https://rebind.example:${port}/`)).rejects.toMatchObject({
      reason: 'target_not_public',
    });
    expect(seen.length).toBe(before);
  });

  it('follows no redirect, cuts an answer over its cap, and gives up after its time', async () => {
    const outbound = createOutbound({ allowsPrivateTargets: true });
    const moved = await outbound.fetch(`http://127.0.0.1:${port}/moved`);
    expect(moved.status).toBe(302);
    expect(seen.some((request) => request.path === '/secret')).toBe(false);
    await expect(outbound.fetch(`http://127.0.0.1:${port}/huge`, { maxBytes: 1024 })).rejects.toMatchObject({
      reason: 'response_too_large',
    });
    await expect(outbound.fetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 100 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('keeps cloud metadata out even where private targets are allowed', async () => {
    const outbound = createOutbound({ allowsPrivateTargets: true, resolve: async () => ['169.254.169.254'] });
    await expect(outbound.fetch('http://metadata.localhost/latest')).rejects.toMatchObject({
      reason: 'target_not_public',
    });
    await expect(outbound.checkUrl('https://[::ffff:a9fe:a9fe]/', 'url')).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
