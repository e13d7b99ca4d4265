import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readClientAddress } from './client-address';

async function addressOf(isBehindProxy: boolean, headers: Record<string, string>): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(readClientAddress(c, isBehindProxy) ?? 'none'));
  const response = await app.request('/', { headers });
  return response.text();
}

describe('readClientAddress', () => {
  it('takes the first X-Forwarded-For hop behind a trusted proxy', async () => {
    expect(await addressOf(true, { 'X-Forwarded-For': ' 192.0.2.7 , 10.0.0.1' })).toBe('192.0.2.7');
  });

  it('ignores X-Forwarded-For without a trusted proxy, since any caller can write it', async () => {
    expect(await addressOf(false, { 'X-Forwarded-For': '192.0.2.7' })).toBe('none');
  });

  it('falls back to the socket (none in-process) when the header is empty', async () => {
    expect(await addressOf(true, { 'X-Forwarded-For': ' ' })).toBe('none');
  });
});
