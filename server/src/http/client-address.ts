import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP, the one rule for every route: X-Forwarded-For's first hop behind a trusted
 * proxy (TRUST_PROXY), else the socket's. Without a trusted proxy the header is ignored, since any
 * caller can write it.
 */
export function readClientAddress(c: Context, isBehindProxy: boolean): string | undefined {
  if (isBehindProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // A request made in-process (app.request in tests) has no socket.
    return undefined;
  }
}
