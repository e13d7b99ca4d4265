import type { Fee, FeeType } from '@ferry/shared/domain';
import { findCurrency } from '@ferry/shared/domain';
import { createTestDatabase } from '../../db/test-database';

export interface CatalogueRow {
  payway: string;
  currency: string;
  network: string | null;
  direction: 'deposit' | 'withdraw';
  min: string | null;
  step: string | null;
  fee: Fee;
}

export interface Case {
  name: string;
  fromPayway: string;
  toPayway: string;
  from: CatalogueRow;
  to: CatalogueRow;
  side: 'from' | 'to';
  convertMin: string;
}

/** Pays in from outside; money lands on the balance (what the exchange screen offers). */
export const EXTERNAL_PAYIN = new Set(['card', 'sepa', 'iban', 'uaiban', 'blik', 'monobank']);
/** EVM networks first: one address form pays out on all of them. */
const NETWORK_ORDER = ['ERC20', 'BEP20', 'ARBITRUM', 'BASE'];

/** The catalogue as the seed builds it, read once from a fresh database (the cases are made before the app). */
export async function readCatalogue() {
  const database = await createTestDatabase();
  try {
    const { db } = database;
    const rows = await db
      .selectFrom('payway_currencies as pc')
      .innerJoin('payways as p', 'p.code', 'pc.payway')
      .innerJoin('currencies as c', 'c.code', 'pc.currency')
      .select([
        'pc.payway',
        'pc.currency',
        'pc.network',
        'pc.direction',
        'pc.min_amount',
        'pc.step',
        'pc.fee_type',
        'pc.fee_add',
        'pc.fee_mult',
      ])
      .where('p.is_active', '=', true)
      .where('pc.is_available', '=', true)
      .where('c.is_active', '=', true)
      .execute();
    const directions = await db
      .selectFrom('convert_directions')
      .select(['from_currency', 'to_currency', 'min_amount'])
      .where('is_available', '=', true)
      .execute();
    return {
      rows: rows.map(
        (row): CatalogueRow => ({
          payway: row.payway,
          currency: row.currency,
          network: row.network,
          direction: row.direction as CatalogueRow['direction'],
          min: row.min_amount === null ? null : String(row.min_amount),
          step: row.step === null ? null : String(row.step),
          fee: { type: row.fee_type as FeeType, add: String(row.fee_add), mult: String(row.fee_mult) },
        }),
      ),
      directions: new Map(
        directions.map((row) => [`${row.from_currency}>${row.to_currency}`, String(row.min_amount)]),
      ),
    };
  } finally {
    await database.dispose();
  }
}

const kindOf = (code: string) => findCurrency(code)?.kind;
const networkRank = (network: string | null) => {
  if (network === null) return -1;
  const index = NETWORK_ORDER.indexOf(network);
  return index === -1 ? NETWORK_ORDER.length : index;
};
/** Fiat rows (no network) as they are; crypto rows on an EVM network first, whatever the coin. */
const isEvmOrFiat = (row: CatalogueRow) =>
  row.network === null
    ? kindOf(row.currency) === 'fiat' || row.payway === 'balance'
    : NETWORK_ORDER.includes(row.network);
const byPreference = (a: CatalogueRow, b: CatalogueRow) =>
  Number(isEvmOrFiat(b)) - Number(isEvmOrFiat(a)) ||
  a.currency.localeCompare(b.currency) ||
  networkRank(a.network) - networkRank(b.network);

/** One currency pair per payway pair and kind (buy, sell, swap, fiat convert), on both amount sides. */
export function generateCases(catalogue: Awaited<ReturnType<typeof readCatalogue>>): Case[] {
  const deposits = catalogue.rows.filter((row) => row.direction === 'deposit').sort(byPreference);
  const withdraws = catalogue.rows.filter((row) => row.direction === 'withdraw').sort(byPreference);
  const payways = (rows: CatalogueRow[]) => [...new Set(rows.map((row) => row.payway))].sort();
  const kinds = [
    ['buy', 'fiat', 'crypto'],
    ['sell', 'crypto', 'fiat'],
    ['swap', 'crypto', 'crypto'],
    ['convert', 'fiat', 'fiat'],
  ] as const;
  const cases: Case[] = [];
  for (const fromPayway of payways(deposits))
    for (const toPayway of payways(withdraws))
      for (const [kind, fromKind, toKind] of kinds) {
        const pair = deposits
          .filter((row) => row.payway === fromPayway && kindOf(row.currency) === fromKind)
          .flatMap((from) =>
            withdraws
              .filter(
                (to) =>
                  to.payway === toPayway &&
                  kindOf(to.currency) === toKind &&
                  to.currency !== from.currency &&
                  catalogue.directions.has(`${from.currency}>${to.currency}`),
              )
              .map((to) => ({ from, to })),
          )[0];
        if (!pair) continue;
        const convertMin = catalogue.directions.get(`${pair.from.currency}>${pair.to.currency}`) ?? '0';
        for (const side of ['from', 'to'] as const)
          cases.push({
            name: `${kind} ${pair.from.currency} by ${fromPayway} → ${pair.to.currency} to ${toPayway}${
              pair.to.network ? ` (${pair.to.network})` : ''
            }, amount ${side}`,
            fromPayway,
            toPayway,
            ...pair,
            side,
            convertMin,
          });
      }
  return cases;
}
