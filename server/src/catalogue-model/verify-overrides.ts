import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { isPaywayCurrencyMatch } from './apply-overrides';
import type { CatalogueOverrides } from './catalogue-overrides';

/**
 * The overrides that match no catalogue row, described for the operator. A typo in a money
 * setting must stop the start rather than silently change nothing.
 */
export async function findUnmatchedOverrides(
  db: Kysely<Schema>,
  overrides: CatalogueOverrides,
): Promise<string[]> {
  const unmatched: string[] = [];
  if (overrides.payways.length > 0) {
    const codes = new Set((await db.selectFrom('payways').select('code').execute()).map((row) => row.code));
    for (const change of overrides.payways) {
      if (!codes.has(change.code)) unmatched.push(`payways: no payway "${change.code}"`);
    }
  }
  if (overrides.paywayCurrencies.length > 0) {
    const rows = await db
      .selectFrom('payway_currencies')
      .select(['payway', 'currency', 'direction', 'network'])
      .execute();
    for (const change of overrides.paywayCurrencies) {
      if (!rows.some((row) => isPaywayCurrencyMatch(change, row))) {
        unmatched.push(`paywayCurrencies: no row for ${JSON.stringify(change)}`);
      }
    }
  }
  if (overrides.convertDirections.length > 0) {
    const rows = await db.selectFrom('convert_directions').select(['from_currency', 'to_currency']).execute();
    for (const change of overrides.convertDirections) {
      if (!rows.some((row) => row.from_currency === change.from && row.to_currency === change.to)) {
        unmatched.push(`convertDirections: no direction ${change.from} → ${change.to}`);
      }
    }
  }
  const currencyCodes = new Set(
    (await db.selectFrom('currencies').select('code').execute()).map((row) => row.code),
  );
  for (const change of overrides.payoutLimits) {
    if (!currencyCodes.has(change.currency)) unmatched.push(`payoutLimits: no currency ${change.currency}`);
  }
  if (overrides.countries.length > 0) {
    const codes = new Set((await db.selectFrom('countries').select('code').execute()).map((row) => row.code));
    for (const change of overrides.countries) {
      if (!codes.has(change.code)) unmatched.push(`countries: no country ${change.code}`);
    }
  }
  return unmatched;
}
