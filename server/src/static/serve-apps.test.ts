import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let folder: string;
let testApp: TestApp;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'ferry-dist-'));
  for (const app of ['web', 'miniapp']) {
    await mkdir(path.join(folder, app, 'assets'), { recursive: true });
    await writeFile(path.join(folder, app, 'index.html'), `<html>${app} index</html>`);
    await writeFile(path.join(folder, app, 'assets', `${app}-abc123.js`), `console.log('${app}')`);
  }
  testApp = await createTestApp({
    webDistDir: path.join(folder, 'web'),
    miniappDistDir: path.join(folder, 'miniapp'),
  });
});

afterAll(async () => {
  await testApp.dispose();
  await rm(folder, { recursive: true, force: true });
});

async function get(requestPath: string) {
  const response = await testApp.app.request(requestPath);
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get('Cache-Control'),
  };
}

describe('serving the built front ends', () => {
  it.each([
    ['/', 'web index'],
    ['/exchange', 'web index'],
    ['/balances/deposit/crypto/USDT', 'web index'],
    ['/frame/exchange', 'web index'],
    ['/pay-frame/exchange/confirm', 'web index'],
    ['/native/exchange', 'web index'],
    ['/messenger/', 'miniapp index'],
    ['/messenger/exchange/currency-list/from', 'miniapp index'],
  ])('%s → %s, revalidated on each visit', async (requestPath, expected) => {
    const { status, body, cache } = await get(requestPath);
    expect(status).toBe(200);
    expect(body).toBe(`<html>${expected}</html>`);
    expect(cache).toBe('no-cache');
  });

  it.each([
    ['/assets/web-abc123.js', "console.log('web')"],
    ['/messenger/assets/miniapp-abc123.js', "console.log('miniapp')"],
  ])('serves the hashed asset %s for a year', async (requestPath, expected) => {
    const { status, body, cache } = await get(requestPath);
    expect([status, body]).toEqual([200, expected]);
    expect(cache).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/assets/missing.js',
    '/messenger/assets/missing.css',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
  ])('answers %s with 404, never another file', async (requestPath) => {
    const { status, body } = await get(requestPath);
    expect(status).toBe(404);
    expect(body).not.toContain('index');
    expect(body).not.toContain('"name"');
  });

  it('treats a climbing path as an app route, never as a file outside the build', async () => {
    const { status, body } = await get('/../../../../etc/passwd');
    expect(status).toBe(200);
    expect(body).toBe('<html>web index</html>');
  });

  it('compresses a large asset once and answers later requests from memory', async () => {
    const script = `export const data = ${JSON.stringify(Array.from({ length: 2000 }, (_, index) => `row ${index}`))};`;
    await writeFile(path.join(folder, 'web', 'assets', 'big-def456.js'), script);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await testApp.app.request('/assets/big-def456.js', {
        headers: { 'Accept-Encoding': accept },
      });
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Content-Type')).toMatch(/javascript/);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBeLessThan(script.length / 3);
      expect(decode(body).toString()).toBe(script);
    }
    const plain = await testApp.app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a revalidation with 304 when the file did not change', async () => {
    const first = await testApp.app.request('/exchange');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    const again = await testApp.app.request('/exchange', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('redirects /messenger to /messenger/', async () => {
    const response = await testApp.app.request('/messenger');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/messenger/');
  });

  it('keeps API paths out of the fallback', async () => {
    const { status, body } = await get('/api/client/v1/unknown');
    expect(status).toBe(404);
    expect(JSON.parse(body).error.code).toBe('NOT_FOUND');
  });
});

describe('without a build', () => {
  it('answers SERVICE_UNAVAILABLE with how to build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'ferry-nodist-'));
    const bare = await createTestApp({
      webDistDir: path.join(empty, 'web'),
      miniappDistDir: path.join(empty, 'mini'),
    });
    try {
      const response = await bare.app.request('/exchange');
      expect(response.status).toBe(503);
      expect(
        ((await response.json()) as { error: { details: { reason: string } } }).error.details.reason,
      ).toMatch(/pnpm build/);
    } finally {
      await bare.dispose();
    }
  });
});
