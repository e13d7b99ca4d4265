import type { Endpoint } from '@ferry/shared/contracts';
import { isErrorCode } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fund } from '../ledger/ledger.test-kit';
import { auditLedger } from '../ledger/ledger-audit';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { ROUTE_TABLE, urlOf } from './route-table';

let testApp: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  await testApp.context.db
    .transaction()
    .execute((trx) =>
      testApp.context.ledger.post(trx, [
        fund(profileId, 'EUR', 100_000n),
        fund(profileId, 'USDT', 100_000_000n),
        fund(profileId, 'BTC', 10_000_000n),
      ]),
    );
  headers = bearer(login, { 'Content-Type': 'application/json' });
});
afterAll(() => testApp.dispose());

/** Everything that moves money leaves a row in one of these; a refused request must leave none. */
async function moneyFootprint() {
  const { db } = testApp.context;
  const count = async (table: 'ledger_entries' | 'ledger_holds' | 'transactions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    entries: await count('ledger_entries'),
    holds: await count('ledger_holds'),
    transactions: await count('transactions'),
  };
}

function shapeOf(endpoint: Endpoint): Record<string, z.ZodType> {
  let current = endpoint.body as z.ZodType;
  for (let depth = 0; depth < 5; depth += 1) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType) current = def.innerType;
    else break;
  }
  return current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodType>) : {};
}

/** Bodies no endpoint may accept: not JSON objects, or a declared field of the wrong kind. */
function badBodiesOf(endpoint: Endpoint): [string, string][] {
  const cases: [string, string][] = [
    ['a body that is not JSON', '{"amount": '],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"1"'],
  ];
  const schema = endpoint.body as z.ZodType;
  if (!schema.safeParse({}).success) cases.push(['an empty object', '{}']);
  for (const field of Object.keys(shapeOf(endpoint))) {
    for (const [label, value] of [
      ['an object', { $gt: '' }],
      ['a number', 1e21],
      ['a huge text', 'x'.repeat(5_000)],
      ['an amount with an exponent', '1e3'],
      ['a negative amount', '-1'],
    ] as const) {
      const body = { [field]: value };
      if (!schema.safeParse(body).success) cases.push([`${field} as ${label}`, JSON.stringify(body)]);
    }
  }
  return cases;
}

/** Query strings no endpoint may accept: each declared parameter given a value its schema refuses. */
function badQueriesOf(endpoint: Endpoint): [string, string][] {
  const schema = endpoint.query as z.ZodType;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const cases: [string, string][] = [];
  for (const field of Object.keys(shape)) {
    for (const value of ['x'.repeat(300), '-1', '1e999', '%00', '{}', '2026-13-45', 'ALL_OF_THEM']) {
      const query = { [field]: value };
      if (!schema.safeParse(query).success)
        cases.push([`${field}=${value.slice(0, 12)}`, `?${new URLSearchParams(query).toString()}`]);
    }
  }
  return cases;
}

const userEndpointsWithQuery = ROUTE_TABLE.filter(
  (endpoint) =>
    endpoint.auth === 'user' &&
    endpoint.query !== undefined &&
    endpoint.bases.includes('client') &&
    badQueriesOf(endpoint).length > 0,
);

const userEndpointsWithBody = ROUTE_TABLE.filter(
  (endpoint) => endpoint.auth === 'user' && endpoint.body !== undefined && endpoint.bases.includes('client'),
);

describe('bad input on every signed-in endpoint (generated from the route table)', () => {
  it.each(userEndpointsWithBody.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s answers a spec code and moves no money',
    async (_method, _path, endpoint) => {
      const before = await moneyFootprint();
      const refusals: string[] = [];
      for (const [name, body] of badBodiesOf(endpoint)) {
        const response = await testApp.app.request(urlOf(endpoint, 'client'), {
          method: endpoint.method,
          headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
          body,
        });
        const answer = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        const isClear = response.status >= 400 && response.status < 500 && isErrorCode(answer.error?.code);
        if (!isClear) refusals.push(`${name}: ${response.status} ${JSON.stringify(answer).slice(0, 120)}`);
      }
      expect(refusals).toEqual([]);
      expect(await moneyFootprint()).toEqual(before);
    },
  );

  it.each(userEndpointsWithQuery.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s answers a bad query with a spec code and moves no money',
    async (_method, _path, endpoint) => {
      const before = await moneyFootprint();
      const refusals: string[] = [];
      const cases = badQueriesOf(endpoint);
      for (const [name, query] of cases) {
        const response = await testApp.app.request(`${urlOf(endpoint, 'client')}${query}`, {
          method: endpoint.method,
          headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        });
        const answer = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        const isClear = response.status >= 400 && response.status < 500 && isErrorCode(answer.error?.code);
        if (!isClear) refusals.push(`${name}: ${response.status} ${JSON.stringify(answer).slice(0, 120)}`);
      }
      expect(cases.length).toBeGreaterThan(0);
      expect(refusals).toEqual([]);
      expect(await moneyFootprint()).toEqual(before);
    },
  );

  it('leaves the ledger balanced after all of it', async () => {
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });
});
