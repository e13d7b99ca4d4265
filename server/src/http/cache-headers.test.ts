import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { markCacheGroup, sendJsonAnswer, strongEtag } from './cache-headers';

function createProbe() {
  const app = new Hono<AppEnv>();
  const hello = { text: JSON.stringify({ hello: 'world' }) };
  app.get('/grouped', (c) => {
    markCacheGroup(c, 'payways', 'public');
    return sendJsonAnswer(c, hello);
  });
  app.get('/private', (c) => {
    markCacheGroup(c, 'balances', 'private');
    return sendJsonAnswer(c, { text: JSON.stringify({ mine: true }) });
  });
  app.get('/plain', (c) => sendJsonAnswer(c, { text: JSON.stringify({ hello: 'world' }) }));
  app.post('/grouped', (c) => {
    markCacheGroup(c, 'payways', 'public');
    return sendJsonAnswer(c, hello);
  });
  return app;
}

describe('sendJsonAnswer', () => {
  const app = createProbe();
  const etag = strongEtag(new TextEncoder().encode(JSON.stringify({ hello: 'world' })), 'identity');

  it('tags grouped answers with the body’s strong ETag', async () => {
    const response = await app.request('/grouped');
    expect(response.headers.get('ETag')).toBe(etag);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({ hello: 'world' });
  });

  it.each([etag, `W/${etag}`, `"other", ${etag}`, '*'])(
    'answers 304 to If-None-Match %s',
    async (ifNoneMatch) => {
      const response = await app.request('/grouped', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('X-Cache-Group')).toBe('payways');
    },
  );

  it('leaves unmarked and non-GET answers without an ETag', async () => {
    expect((await app.request('/plain')).headers.get('ETag')).toBeNull();
    const posted = await app.request('/grouped', { method: 'POST', headers: { 'If-None-Match': '*' } });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('ETag')).toBeNull();
  });

  it('tags the same answer the same way each time it is sent', async () => {
    const first = await app.request('/grouped', { headers: { 'Accept-Encoding': 'gzip' } });
    const second = await app.request('/grouped', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('ETag')).toBe(second.headers.get('ETag'));
    expect(first.headers.get('ETag')).toBe(strongEtag(JSON.stringify({ hello: 'world' }), 'gzip'));
  });

  it('makes per-user answers private and varying by who asks', async () => {
    const response = await app.request('/private');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toBe('Authorization, Profile-Id');
  });

  it('gives each content coding its own tag', () => {
    const body = new TextEncoder().encode('same');
    expect(strongEtag(body, 'gzip')).not.toBe(strongEtag(body, 'br'));
    expect(strongEtag(body, 'gzip')).toMatch(/-gzip"$/);
  });
});
