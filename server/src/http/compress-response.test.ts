import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponse } from './compress-response';

const big = { items: Array.from({ length: 200 }, (_, index) => ({ index, label: `item ${index}` })) };

const app = new Hono();
app.use(compressResponse());
app.get('/big', (c) => c.json(big));
// As sendJsonAnswer answers: with its uncompressed length, which compression must replace.
app.get('/big-with-length', (c) => {
  const text = JSON.stringify(big);
  return c.body(text, 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
});
app.get('/small', (c) => c.json({ ok: true }));
app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
app.get('/events', (c) => c.body('data: x\n\n'.repeat(500), 200, { 'Content-Type': 'text/event-stream' }));

describe('compressResponse', () => {
  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])(
    'with Accept-Encoding "%s" answers %s that decodes to the same JSON, its length the sent bytes',
    async (accept, encoding, decode) => {
      for (const requestPath of ['/big', '/big-with-length']) {
        const response = await app.request(requestPath, { headers: { 'Accept-Encoding': accept } });
        expect(response.headers.get('Content-Encoding')).toBe(encoding);
        expect(response.headers.get('Vary')).toContain('Accept-Encoding');
        const body = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
        expect(JSON.parse(decode(body).toString())).toEqual(big);
      }
    },
  );

  it.each([
    ['/big', 'identity'],
    ['/small', 'gzip'],
    ['/image', 'gzip'],
    ['/events', 'gzip'],
  ])('leaves %s alone when Accept-Encoding is %s', async (requestPath, accept) => {
    const response = await app.request(requestPath, { headers: { 'Accept-Encoding': accept } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.status).toBe(200);
  });
});
