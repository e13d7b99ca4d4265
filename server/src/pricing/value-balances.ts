import { convertMinorDown, DomainError, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';
import type { Ledger } from '../ledger/ledger';
import type { RatesProvider } from '../providers/rates/rates-provider';

/** What valuing balances reads: the catalogue, the ledger and mid rates at the clock's time. */
export interface ValueBalancesDeps {
  db: Kysely<Schema>;
  catalogue: Catalogue;
  ledger: Ledger;
  rates: RatesProvider;
  nowMs: () => number;
}

/**
 * The profile's balances (available + held) valued in one fiat at mid rates. Each value rounds
 * down to the fiat's minor unit and the total is their sum, so the lines add up on screen.
 */
export async function valueBalances(ctx: ValueBalancesDeps, profileId: string, fiatCode: string) {
  const fiat = await ctx.catalogue.currency(ctx.db, fiatCode);
  if (!fiat) throw new DomainError('VALIDATION_ERROR', { field: 'currency', reason: 'unknown_currency' });
  if (fiat.kind !== 'fiat')
    throw new DomainError('VALIDATION_ERROR', { field: 'currency', reason: 'fiat_required' });
  const atMs = ctx.nowMs();
  const currencies = new Map(
    (await ctx.catalogue.currencies(ctx.db)).map((currency) => [currency.code, currency]),
  );
  const balances = await ctx.ledger.balances(ctx.db, profileId);
  let totalMinor = 0n;
  const lines = [];
  for (const balance of balances.sort((left, right) => left.currency.localeCompare(right.currency))) {
    const currency = currencies.get(balance.currency);
    if (!currency) continue;
    const amountMinor = balance.availableMinor + balance.heldMinor;
    const rate = await ctx.rates.price(currency.code, fiat.code, atMs, 'mid');
    const valueMinor = convertMinorDown(amountMinor, {
      fromScale: currency.scale,
      toScale: fiat.scale,
      rate,
    });
    totalMinor += valueMinor;
    lines.push({
      currency: currency.code,
      amount: minorToDecimal(amountMinor, currency.scale),
      value: minorToDecimal(valueMinor, fiat.scale),
      rate,
    });
  }
  return {
    currency: fiat.code,
    total: minorToDecimal(totalMinor, fiat.scale),
    balances: lines,
    rated_at: new Date(atMs).toISOString(),
  };
}
