import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ROUTE_TABLE, urlOf } from './route-table';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const routesWithBody = ROUTE_TABLE.filter((endpoint) => endpoint.body !== undefined);
/**
 * The sandbox KYC door plays the provider, whose verdict is the status it sets; it exists only
 * with sandbox providers. Every other body must leave such fields to the server.
 */
const SETS_ITS_STATUS_BY_DESIGN = new Set(['recordSandboxKyc']);

describe('request hygiene (generated from the route table)', () => {
  it('serves every endpoint the contracts declare, on each of its bases', async () => {
    const missing: string[] = [];
    for (const endpoint of ROUTE_TABLE) {
      for (const base of endpoint.bases) {
        const response = await testApp.app.request(urlOf(endpoint, base), { method: endpoint.method });
        const body = (await response.json().catch(() => ({}))) as {
          error?: { details?: { reason?: string } };
        };
        // Only the API router's own fallback says "no_such_route".
        if (body.error?.details?.reason === 'no_such_route')
          missing.push(`${endpoint.method} ${base} ${endpoint.path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(routesWithBody.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s refuses a body over 64 KB with 413 before anything else',
    async (_method, _path, endpoint) => {
      const body = JSON.stringify({ padding: 'x'.repeat(66_000) });
      const response = await testApp.app.request(urlOf(endpoint, endpoint.bases[0] ?? 'client'), {
        method: endpoint.method,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        body,
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    },
  );

  it.each(routesWithBody.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s drops fields it does not declare (userId, role, balance, status)',
    (_method, _path, endpoint) => {
      // A body schema must be a plain object that strips unknown keys (never passthrough or catchall).
      const schema = unwrap(endpoint.body as z.ZodType);
      expect(schema).toBeInstanceOf(z.ZodObject);
      const shape = (schema as z.ZodObject).shape as Record<string, unknown>;
      const sneakyFields = ['userId', 'user_id', 'role', 'balance', 'status', 'is_admin'].filter(
        (field) => !(field === 'status' && SETS_ITS_STATUS_BY_DESIGN.has(endpoint.id)),
      );
      for (const sneaky of sneakyFields) expect(shape).not.toHaveProperty(sneaky);
      const catchall = (schema as z.ZodObject)._zod.def.catchall;
      expect(catchall === undefined || catchall instanceof z.ZodNever).toBe(true);
    },
  );
});

/** Looks through refinements and defaults to the object schema underneath. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth += 1) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType) current = def.innerType;
    else break;
  }
  return current;
}
