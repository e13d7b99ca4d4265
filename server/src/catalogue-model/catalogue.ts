import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { toMinor } from '../ledger/minor';
import {
  overrideConvertDirection,
  overrideCountry,
  overridePayoutLimits,
  overridePayway,
  overridePaywayCurrency,
} from './apply-overrides';
import { type CatalogueOverrides, NO_CATALOGUE_OVERRIDES } from './catalogue-overrides';
import { toConvertDirection, toPayway, toPaywayCurrency } from './catalogue-rows';
import type { Catalogue, CurrencyInfo, PaywayCurrency } from './catalogue-types';

export interface CatalogueOptions {
  overrides?: CatalogueOverrides;
  /** Residence countries the settings refuse (BLOCKED_COUNTRIES): never supported. */
  blockedCountries?: readonly string[];
}

/**
 * The catalogue over migration 0008's tables, with CATALOGUE_OVERRIDES applied to every row it
 * returns. Reads go to the database each time: rows are few, and a caller's transaction sees
 * the same catalogue it validates against.
 */
export function createCatalogue(options: CatalogueOptions = {}): Catalogue {
  const overrides = options.overrides ?? NO_CATALOGUE_OVERRIDES;
  const blocked = new Set(options.blockedCountries ?? []);

  const currencyColumns = ['code', 'scale', 'kind', 'networks', 'is_active'] as const;
  const toCurrencyInfo = (row: {
    code: string;
    scale: number;
    kind: 'fiat' | 'crypto';
    networks: string[];
    is_active: boolean;
  }): CurrencyInfo => ({
    code: row.code,
    scale: row.scale,
    kind: row.kind,
    networks: row.networks,
    isActive: row.is_active,
  });

  const readPaywayCurrencies = async (
    db: Kysely<Schema>,
    filter: Parameters<Catalogue['paywayCurrencies']>[1] = {},
  ): Promise<PaywayCurrency[]> => {
    let query = db
      .selectFrom('payway_currencies')
      .innerJoin('payways', 'payways.code', 'payway_currencies.payway')
      .innerJoin('currencies', 'currencies.code', 'payway_currencies.currency')
      .selectAll('payway_currencies')
      .orderBy('payways.sort_order')
      .orderBy('currencies.sort_order')
      .orderBy('payway_currencies.id');
    if (filter.direction) query = query.where('payway_currencies.direction', '=', filter.direction);
    if (filter.currency) query = query.where('payway_currencies.currency', '=', filter.currency);
    if (filter.payway) query = query.where('payway_currencies.payway', '=', filter.payway);
    const rows = await query.execute();
    return rows.map((row) => overridePaywayCurrency(toPaywayCurrency(row), overrides));
  };

  return {
    async currency(db, code) {
      const row = await db
        .selectFrom('currencies')
        .select(currencyColumns)
        .where('code', '=', code)
        .executeTakeFirst();
      return row && toCurrencyInfo(row);
    },

    async currencies(db) {
      const rows = await db.selectFrom('currencies').select(currencyColumns).orderBy('sort_order').execute();
      return rows.map(toCurrencyInfo);
    },

    async payways(db) {
      const rows = await db.selectFrom('payways').selectAll().execute();
      return rows
        .map((row) => overridePayway(toPayway(row), overrides))
        .sort((left, right) => left.sortOrder - right.sortOrder || left.code.localeCompare(right.code));
    },

    async payway(db, code) {
      const row = await db.selectFrom('payways').selectAll().where('code', '=', code).executeTakeFirst();
      return row && overridePayway(toPayway(row), overrides);
    },

    paywayCurrencies: readPaywayCurrencies,

    async paywayCurrency(db, key) {
      const rows = await readPaywayCurrencies(db, {
        payway: key.payway,
        currency: key.currency,
        direction: key.direction,
      });
      const network = key.network ?? null;
      return rows.find((row) => row.network === network);
    },

    async convertDirections(db) {
      const rows = await db
        .selectFrom('convert_directions')
        .innerJoin(
          'currencies as from_currencies',
          'from_currencies.code',
          'convert_directions.from_currency',
        )
        .innerJoin('currencies as to_currencies', 'to_currencies.code', 'convert_directions.to_currency')
        .selectAll('convert_directions')
        .orderBy('from_currencies.sort_order')
        .orderBy('to_currencies.sort_order')
        .execute();
      return rows.map((row) => overrideConvertDirection(toConvertDirection(row), overrides));
    },

    async convertDirection(db, from, to) {
      const row = await db
        .selectFrom('convert_directions')
        .selectAll()
        .where('from_currency', '=', from)
        .where('to_currency', '=', to)
        .executeTakeFirst();
      return row && overrideConvertDirection(toConvertDirection(row), overrides);
    },

    async payoutLimits(db, currency) {
      const currencyRow = await db
        .selectFrom('currencies')
        .leftJoin('payout_limits', 'payout_limits.currency', 'currencies.code')
        .select(['currencies.scale', 'payout_limits.daily_minor', 'payout_limits.monthly_minor'])
        .where('currencies.code', '=', currency)
        .executeTakeFirst();
      if (!currencyRow) return { currency, dailyMinor: null, monthlyMinor: null };
      const seeded = {
        currency,
        dailyMinor: currencyRow.daily_minor === null ? null : toMinor(currencyRow.daily_minor),
        monthlyMinor: currencyRow.monthly_minor === null ? null : toMinor(currencyRow.monthly_minor),
      };
      return overridePayoutLimits(seeded, currencyRow.scale, overrides);
    },

    async countries(db) {
      const rows = await db.selectFrom('countries').selectAll().orderBy('name').execute();
      return rows.map((row) => {
        const country = overrideCountry(
          { code: row.code, name: row.name, isSupported: row.is_supported },
          overrides,
        );
        return blocked.has(country.code) ? { ...country, isSupported: false } : country;
      });
    },
  };
}
