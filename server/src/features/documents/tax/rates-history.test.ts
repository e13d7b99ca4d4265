import { fiatValueMinor } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createRatesHistory } from './rates-history';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const at = (iso: string) => new Date(iso);

async function snapshot(currency: string, takenAt: string, usdPrice: string) {
  await testApp.context.db
    .insertInto('rate_snapshots')
    .values({ currency, taken_at: at(takenAt), usd_price: usdPrice })
    .execute();
}

describe('rates history', () => {
  it('the worker records a price for every active currency but USD', async () => {
    const recorded = await testApp.worker('rate-snapshots').runOnce();
    const rows = await testApp.context.db
      .selectFrom('rate_snapshots')
      .select(['currency', 'usd_price'])
      .execute();
    expect(recorded).toBe(rows.length);
    expect(rows.map((row) => row.currency)).toEqual(expect.arrayContaining(['EUR', 'USDT']));
    expect(rows.map((row) => row.currency)).not.toContain('USD');
    for (const row of rows) expect(Number(row.usd_price)).toBeGreaterThan(0);
  });

  it('values at the nearest snapshot at or before the instant, crossed through USD', async () => {
    await snapshot('XTAX', '2025-01-01T10:00:00Z', '3');
    await snapshot('XTAX', '2025-01-01T12:00:00Z', '6');
    await snapshot('YFIAT', '2025-01-01T09:00:00Z', '1.5');
    const history = createRatesHistory(testApp.context.db);

    // 11:59: XTAX at 3 USD (10:00), YFIAT at 1.5 USD → 2 YFIAT per XTAX; 10 XTAX = 20.00.
    const before = await history.priceAt('XTAX', 'YFIAT', at('2025-01-01T11:59:00Z'));
    expect(before && fiatValueMinor(1_000n, 2, before.price, 2)).toBe(2_000n);
    expect(before?.takenAt).toEqual(at('2025-01-01T09:00:00Z'));
    // At 12:00 exactly the 12:00 snapshot counts: 6 / 1.5 = 4 per XTAX.
    const exact = await history.priceAt('XTAX', 'YFIAT', at('2025-01-01T12:00:00Z'));
    expect(exact && fiatValueMinor(1_000n, 2, exact.price, 2)).toBe(4_000n);
    expect(exact?.isAfter).toBe(false);
    // Before any XTAX snapshot: the first after, marked.
    const early = await history.priceAt('XTAX', 'YFIAT', at('2025-01-01T09:30:00Z'));
    expect(early?.isAfter).toBe(true);
    expect(early && fiatValueMinor(1_000n, 2, early.price, 2)).toBe(2_000n);
    // USD is 1 by definition; a currency with no snapshot at all has no value.
    const usd = await history.priceAt('USD', 'YFIAT', at('2025-01-01T11:00:00Z'));
    expect(usd && fiatValueMinor(300n, 2, usd.price, 2)).toBe(200n);
    expect(await history.priceAt('NOPE', 'YFIAT', at('2025-01-01T11:00:00Z'))).toBeUndefined();
  });
});
