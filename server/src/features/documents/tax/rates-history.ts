import { crossPrice, parseRatio, type Ratio } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import type { RatesProvider } from '../../../providers/rates/rates-provider';

/** Every price is kept in this one reference currency; it is 1 by definition and has no rows. */
export const REFERENCE_CURRENCY = 'USD';
const ONE: Ratio = { numerator: 1n, denominator: 1n };

export interface PriceAt {
  /** Units of the report currency per one unit of the currency. */
  price: Ratio;
  /** The older of the two snapshots used; `exact` when both sides are the same currency. */
  takenAt: Date | 'exact';
  /** No snapshot at or before the instant: the first one after it was used. */
  isAfter: boolean;
}

/**
 * Records every active currency's mid price in USD at `at` (one row each); a currency the
 * provider cannot price is skipped, so one missing market never stops the others.
 */
export async function recordRateSnapshots(
  db: Kysely<Schema>,
  rates: RatesProvider,
  at: Date,
): Promise<number> {
  const currencies = await db.selectFrom('currencies').select('code').where('is_active', '=', true).execute();
  const rows: { currency: string; taken_at: Date; usd_price: string }[] = [];
  for (const { code } of currencies) {
    if (code === REFERENCE_CURRENCY) continue;
    try {
      rows.push({
        currency: code,
        taken_at: at,
        usd_price: await rates.price(code, REFERENCE_CURRENCY, at.getTime(), 'mid'),
      });
    } catch {
      // A currency without a market has no price to keep; the export marks its movements.
    }
  }
  if (rows.length === 0) return 0;
  await db
    .insertInto('rate_snapshots')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['currency', 'taken_at']).doNothing())
    .execute();
  return rows.length;
}

/**
 * "The value of amount X of currency C at time T in fiat F": the nearest snapshot of C and of F
 * at or before T (or, with none, the first after), crossed through USD. Answers are kept per
 * instant for one export, so a long history reads each pair once per movement at most.
 */
export function createRatesHistory(db: Kysely<Schema>) {
  async function usdPriceAt(
    currency: string,
    at: Date,
  ): Promise<{ price: Ratio; takenAt: Date; isAfter: boolean } | undefined> {
    if (currency === REFERENCE_CURRENCY) return { price: ONE, takenAt: at, isAfter: false };
    const before = await db
      .selectFrom('rate_snapshots')
      .select(['usd_price', 'taken_at'])
      .where('currency', '=', currency)
      .where('taken_at', '<=', at)
      .orderBy('taken_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (before)
      return { price: parseRatio(String(before.usd_price)), takenAt: before.taken_at, isAfter: false };
    const after = await db
      .selectFrom('rate_snapshots')
      .select(['usd_price', 'taken_at'])
      .where('currency', '=', currency)
      .where('taken_at', '>', at)
      .orderBy('taken_at', 'asc')
      .limit(1)
      .executeTakeFirst();
    return after
      ? { price: parseRatio(String(after.usd_price)), takenAt: after.taken_at, isAfter: true }
      : undefined;
  }

  return {
    /** Units of `fiat` per one `currency` at `at`; undefined when either has no snapshot at all. */
    async priceAt(currency: string, fiat: string, at: Date): Promise<PriceAt | undefined> {
      if (currency === fiat) return { price: ONE, takenAt: 'exact', isAfter: false };
      const [own, target] = await Promise.all([usdPriceAt(currency, at), usdPriceAt(fiat, at)]);
      if (!own || !target) return undefined;
      return {
        price: crossPrice(own.price, target.price),
        takenAt: new Date(Math.min(own.takenAt.getTime(), target.takenAt.getTime())),
        isAfter: own.isAfter || target.isAfter,
      };
    },
  };
}
export type RatesHistory = ReturnType<typeof createRatesHistory>;
