import type { Endpoint } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../security/route-table';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { NONCE_PATTERN } from './request-signature';

interface Operation {
  operationId: string;
  description?: string;
  security: Record<string, string[]>[];
  'x-ferry-permission'?: unknown;
  parameters: { name: string; in: string; required: boolean; schema: { pattern?: string } }[];
}

const KEY_REQUIREMENT = { apiKey: [], apiSignature: [], apiTimestamp: [] };

/**
 * The calls a merchant's key can make, from the contracts' keyAccess: the same source the route
 * guard and the permission test read (merchant-key-permissions.switches.test.ts sends each of them).
 */
const KEYED = ROUTE_TABLE.filter(
  (endpoint) => endpoint.keyAccess !== undefined && endpoint.bases.includes('widget'),
);

let testApp: TestApp;
let operations: Map<string, Operation>;
beforeAll(async () => {
  testApp = await createTestApp();
  const document = (await (await testApp.app.request('/api/widget/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, { name?: string }> };
  };
  expect(Object.keys(document.components.securitySchemes)).toEqual(
    expect.arrayContaining(['bearer', 'apiKey', 'apiSignature', 'apiTimestamp']),
  );
  operations = new Map(
    Object.values(document.paths)
      .flatMap((byMethod) => Object.values(byMethod))
      .map((operation) => [operation.operationId, operation]),
  );
});
afterAll(() => testApp.dispose());

const expectedSecurity = (endpoint: Endpoint) =>
  endpoint.auth === 'user'
    ? [{ bearer: [] }, KEY_REQUIREMENT]
    : endpoint.auth === 'apiKey'
      ? [KEY_REQUIREMENT]
      : [{}, KEY_REQUIREMENT];

describe('the widget base’s OpenAPI document declares what a key needs', () => {
  it('finds every keyed call in the served document', () => {
    expect(KEYED.length).toBeGreaterThanOrEqual(30);
    expect(KEYED.filter((endpoint) => !operations.has(endpoint.id)).map(({ id }) => id)).toEqual([]);
  });

  it.each(KEYED.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s: the key as an alternative, its switch, and Api-Nonce',
    (_method, _path, endpoint) => {
      const operation = operations.get(endpoint.id) as Operation;
      expect(operation.security).toEqual(expectedSecurity(endpoint));
      expect(operation['x-ferry-permission']).toEqual(endpoint.keyAccess);
      for (const permission of endpoint.keyAccess?.anyOf ?? [])
        expect(operation.description).toContain(`\`${permission}\``);
      if (endpoint.keyAccess?.isAdvanced) expect(operation.description).toContain('advanced flag');
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ name: 'Api-Nonce', in: 'header', required: false }),
      );
      const nonce = operation.parameters.find((parameter) => parameter.name === 'Api-Nonce');
      expect(nonce?.schema.pattern).toBe(NONCE_PATTERN.source);
    },
  );

  it('declares the key on no call a key cannot make', () => {
    const keyed = new Set(KEYED.map((endpoint) => endpoint.id));
    const overDeclared = [...operations.values()]
      .filter((operation) => operation.security.some((requirement) => 'apiKey' in requirement))
      .filter((operation) => !keyed.has(operation.operationId) || !operation['x-ferry-permission'])
      .map((operation) => operation.operationId);
    expect(overDeclared).toEqual([]);
  });
});
