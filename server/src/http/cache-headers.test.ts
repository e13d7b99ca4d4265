import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { conditionalResponses, markCacheGroup, strongEtag } from './cache-headers';

function createProbe() {
  const app = new Hono();
  app.use(conditionalResponses());
  app.get('/grouped', (c) => {
    markCacheGroup(c, 'payways', 'public');
    return c.json({ hello: 'world' });
  });
  app.get('/private', (c) => {
    markCacheGroup(c, 'balances', 'private');
    return c.json({ mine: true });
  });
  app.get('/plain', (c) => c.json({ hello: 'world' }));
  app.get('/failing', (c) => {
    markCacheGroup(c, 'payways', 'public');
    return c.json({ error: 'no' }, 500);
  });
  return app;
}

describe('conditionalResponses', () => {
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

  it('leaves unmarked, failed and non-GET answers alone', async () => {
    expect((await app.request('/plain')).headers.get('ETag')).toBeNull();
    const failed = await app.request('/failing', { headers: { 'If-None-Match': '*' } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('ETag')).toBeNull();
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
