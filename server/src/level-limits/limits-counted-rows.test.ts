import { TRANSACTION_TYPES } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { countedDirections } from './level-usage';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});

const PAYWAYS = [null, 'balance', 'card', 'sepa', 'crypto'] as const;

describe('money_limits_counted (migration 0076) and countedDirections', () => {
  // The index and money_apply's stamp read only the rows the SQL function keeps; a row it drops
  // that countedDirections would count would let a movement pass its limit unseen.
  it('keep the same rows for every type, payway and deposit reversal', async () => {
    const cases = TRANSACTION_TYPES.flatMap((type) =>
      PAYWAYS.flatMap((payway) =>
        [false, true].map((isDepositReversal) => ({ type, payway, isDepositReversal })),
      ),
    );
    const { rows } = await sql<{ counted: boolean }>`
      SELECT money_limits_counted(c ->> 'type', c ->> 'payway',
        CASE WHEN (c ->> 'reversal')::boolean THEN '{"reversal_of": "x"}'::jsonb ELSE '{}'::jsonb END) AS counted
      FROM jsonb_array_elements(${JSON.stringify(
        cases.map((c) => ({ type: c.type, payway: c.payway, reversal: c.isDepositReversal })),
      )}::jsonb) WITH ORDINALITY AS x(c, n)
      ORDER BY n`.execute(database.db);
    const fromSql = rows.map((row, index) => ({ ...cases[index], counts: row.counted }));
    const fromTypeScript = cases.map((c) => ({
      ...c,
      counts: countedDirections({ ...c, currency: 'EUR', amountMinor: 1n }).length > 0,
    }));
    expect(fromSql).toEqual(fromTypeScript);
    // Not vacuous: both answers occur.
    expect(new Set(fromSql.map((c) => c.counts))).toEqual(new Set([true, false]));
  });

  it('a null requisite is no reversal', async () => {
    const { rows } = await sql<{ counted: boolean }>`
      SELECT money_limits_counted('PAYIN', 'card', NULL) AS counted`.execute(database.db);
    expect(rows[0]?.counted).toBe(true);
  });
});
