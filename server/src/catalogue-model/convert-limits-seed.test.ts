import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { normalizeDecimal } from './catalogue-rows';

// Limits are figures people read: each bound is 1, 2 or 5 × a power of ten in the direction's own
// currency, not "1 to 100 000 USD worth" turned into each currency at seed prices ("€0.93 – €93,000.00").

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function limitsFrom(currency: string) {
  const rows = await database.db
    .selectFrom('convert_directions')
    .select(['to_currency', 'min_amount', 'max_amount'])
    .where('from_currency', '=', currency)
    .execute();
  return rows.map((row) => ({
    to: row.to_currency,
    min: row.min_amount === null ? null : normalizeDecimal(row.min_amount),
    max: row.max_amount === null ? null : normalizeDecimal(row.max_amount),
  }));
}

/** 1, 2 or 5 followed or preceded by zeros only: 0.2, 1, 50, 100000. */
function isRoundFigure(text: string): boolean {
  return /^(0\.0*[125]|[125]0*)$/.test(text);
}

describe('seeded convert limits', () => {
  it.each([
    { from: 'EUR', min: '1', max: '100000' },
    { from: 'USD', min: '1', max: '100000' },
    { from: 'PLN', min: '5', max: '500000' },
    { from: 'UAH', min: '50', max: '5000000' },
    { from: 'USDT', min: '1', max: '100000' },
    { from: 'TON', min: '0.2', max: '20000' },
    { from: 'BTC', min: '0.00002', max: '2' },
  ])('from $from: $min – $max in every direction', async ({ from, min, max }) => {
    const rows = await limitsFrom(from);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, `${from} → ${row.to}`).toMatchObject({ min, max });
  });

  it('every direction’s bounds are round figures of its from currency', async () => {
    const rows = await database.db
      .selectFrom('convert_directions')
      .select(['from_currency', 'to_currency', 'min_amount', 'max_amount'])
      .execute();
    const notRound = rows.flatMap((row) =>
      [row.min_amount, row.max_amount]
        .filter((bound): bound is string => bound !== null)
        .map(normalizeDecimal)
        .filter((bound) => !isRoundFigure(bound))
        .map((bound) => `${row.from_currency}→${row.to_currency}: ${bound}`),
    );
    expect(notRound).toEqual([]);
  });
});
