import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP: X-Forwarded-For's first hop behind a trusted proxy (TRUST_PROXY), else the
 * socket's. The bridge lives outside the API bases, which set `caller` for their own routes.
 */
export function readClientAddress(c: Context, isBehindProxy: boolean): string | null {
  if (isBehindProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // A request made in-process (app.request in tests) has no socket.
    return null;
  }
}
