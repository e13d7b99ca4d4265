import type { Kysely, Selectable } from 'kysely';
import type { Quote } from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';
import type { QuotesTable } from '../db/schema-catalogue';
import { fromMinor, toMinor } from '../ledger/minor';

export function toQuote(row: Selectable<QuotesTable>): Quote & { usedAt: Date | null } {
  const limits = typeof row.limits === 'string' ? JSON.parse(row.limits) : row.limits;
  return {
    id: row.id,
    profileId: row.profile_id,
    kind: row.kind,
    fromCurrency: row.from_currency,
    toCurrency: row.to_currency,
    fromPayway: row.from_payway,
    toPayway: row.to_payway,
    fromNetwork: row.from_network,
    toNetwork: row.to_network,
    fromAmountMinor: toMinor(row.from_amount),
    toAmountMinor: toMinor(row.to_amount),
    feeMinor: toMinor(row.fee),
    payInFeeMinor: toMinor(row.payin_fee),
    feeCurrency: row.fee_currency,
    toFeeMinor: toMinor(row.to_fee),
    networkFeeMinor: toMinor(row.network_fee),
    rate: row.rate,
    limits: limits.from,
    toLimits: limits.to ?? null,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
  };
}

export async function insertQuote(db: Kysely<Schema>, quote: Quote): Promise<void> {
  await db
    .insertInto('quotes')
    .values({
      id: quote.id,
      profile_id: quote.profileId,
      kind: quote.kind,
      from_currency: quote.fromCurrency,
      to_currency: quote.toCurrency,
      from_payway: quote.fromPayway,
      to_payway: quote.toPayway,
      from_network: quote.fromNetwork,
      to_network: quote.toNetwork,
      from_amount: fromMinor(quote.fromAmountMinor),
      to_amount: fromMinor(quote.toAmountMinor),
      fee: fromMinor(quote.feeMinor),
      payin_fee: fromMinor(quote.payInFeeMinor),
      fee_currency: quote.feeCurrency,
      to_fee: fromMinor(quote.toFeeMinor),
      network_fee: fromMinor(quote.networkFeeMinor),
      rate: quote.rate,
      limits: JSON.stringify({ from: quote.limits, to: quote.toLimits }),
      created_at: quote.createdAt,
      expires_at: quote.expiresAt,
    })
    .execute();
}

/** The quote row under a row lock (the caller's transaction), or undefined. */
export async function lockQuote(trx: Kysely<Schema>, quoteId: string) {
  const row = await trx
    .selectFrom('quotes')
    .selectAll()
    .where('id', '=', quoteId)
    .forUpdate()
    .executeTakeFirst();
  return row && toQuote(row);
}

/** The quote row as it stands, without a lock (a plan's read before its one call), or undefined. */
export async function readQuote(db: Kysely<Schema>, quoteId: string) {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst();
  return row && toQuote(row);
}

export async function markQuoteUsed(trx: Kysely<Schema>, quoteId: string, usedAt: Date): Promise<void> {
  await trx.updateTable('quotes').set({ used_at: usedAt }).where('id', '=', quoteId).execute();
}
