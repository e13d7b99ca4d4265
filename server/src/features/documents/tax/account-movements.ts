import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import { toMinor } from '../../../ledger/minor';
import type { TaxMovement } from './tax-movement';
import { type Priced, type Pricer, priceFromRate, type ReportCurrency } from './value-movements';

export interface AccountTransaction {
  id: string;
  type: string;
  direction: 'PAYIN' | 'PAYOUT' | 'CONVERT' | 'EXCHANGE';
  at: Date;
  currency: string;
  amountMinor: bigint;
  paidMinor: bigint | null;
  feeMinor: bigint;
  feeCurrency: string | null;
  payway: string | null;
  /** The chain transaction that took a crypto deposit in (its hash as the chain names it). */
  hash: string | null;
  toCurrency: string | null;
  toAmountMinor: bigint | null;
  rate: string | null;
}

/**
 * The profile's completed transactions up to `end`, oldest first, each at the time it completed
 * (its move to DONE, else its creation). FIFO needs every lot since the first, so the start of the
 * report's period does not bound this read.
 */
export async function loadAccountTransactions(
  db: Kysely<Schema>,
  profileId: string,
  end: Date,
): Promise<AccountTransaction[]> {
  const rows = await db
    .selectFrom('transactions as t')
    .select((eb) => [
      't.id',
      't.type',
      't.direction',
      't.currency',
      't.amount',
      't.paid_amount',
      't.fee',
      't.fee_currency',
      't.payway',
      't.hash',
      't.to_currency',
      't.to_amount',
      't.rate',
      't.created_at',
      eb
        .selectFrom('transaction_status_history as h')
        .select((inner) => inner.fn.min('h.created_at').as('done_at'))
        .whereRef('h.transaction_id', '=', 't.id')
        .where('h.to_status', '=', 'DONE')
        .as('done_at'),
    ])
    .where('t.profile_id', '=', profileId)
    .where('t.status', '=', 'DONE')
    .where('t.created_at', '<', end)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      type: row.type,
      direction: row.direction,
      at: row.done_at ? new Date(row.done_at as Date | string) : row.created_at,
      currency: row.currency,
      amountMinor: toMinor(row.amount),
      paidMinor: row.paid_amount === null ? null : toMinor(row.paid_amount),
      feeMinor: toMinor(row.fee),
      feeCurrency: row.fee_currency,
      payway: row.payway,
      hash: row.hash,
      toCurrency: row.to_currency,
      toAmountMinor: row.to_amount === null ? null : toMinor(row.to_amount),
      rate: row.rate,
    }))
    .filter((row) => row.at < end)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

/**
 * A transaction's legs, valued (docs/decisions.md "Tax export"). What leaves the balance is a
 * disposal (a conversion's `amount` holds its fee; a payout's fee comes on top), what arrives an
 * acquisition; a deposit's payment came from outside, so it only prices what arrived. The value
 * of the exchange is the report currency's own amount when one side is it, else the given side at
 * the transaction's own rate when the other side is the report currency, else the rates history.
 * The from-side fee lowers the disposal's gain, or, with nothing disposed, joins the lot's cost.
 */
export async function accountMovements(
  row: AccountTransaction,
  report: ReportCurrency,
  scaleOf: (currency: string) => number,
  pricer: Pricer,
): Promise<TaxMovement[]> {
  const feeCurrency = row.feeCurrency ?? row.currency;
  const isPayin = row.direction === 'PAYIN';
  const isPayout = row.direction === 'PAYOUT';
  // What was given (or, for a deposit, paid in from outside) and what arrived, if anything.
  const givenMinor = isPayin
    ? (row.paidMinor ?? row.amountMinor)
    : isPayout && !row.toCurrency && feeCurrency === row.currency
      ? row.amountMinor + row.feeMinor
      : row.amountMinor;
  const arrived = isPayout
    ? undefined
    : isPayin && !row.toCurrency
      ? { asset: row.currency, quantity: givenMinor - (feeCurrency === row.currency ? row.feeMinor : 0n) }
      : row.toCurrency && row.toAmountMinor !== null
        ? { asset: row.toCurrency, quantity: row.toAmountMinor }
        : undefined;

  let given: Priced;
  if (row.currency === report.code)
    given = { price: { numerator: 1n, denominator: 1n }, priceSource: 'report-currency' };
  else if (row.toCurrency === report.code && priceFromRate(row.rate, true))
    given = { price: priceFromRate(row.rate, true), priceSource: 'transaction-rate' };
  else given = await pricer.priceAt(row.currency, row.at);
  const scale = scaleOf(row.currency);
  const value = pricer.value(givenMinor, scale, given.price);
  const feePrice = feeCurrency === row.currency ? given : await pricer.priceAt(feeCurrency, row.at);
  const fee = pricer.value(row.feeMinor, scaleOf(feeCurrency), feePrice.price);

  const base = { at: row.at, source: 'account' as const, reference: row.id, label: row.type };
  const fiat = (quantityMinor: bigint, legFee: bigint): TaxMovement => ({
    ...base,
    event: 'fiat',
    asset: report.code,
    quantityMinor,
    assetScale: report.scale,
    valuedIn: report.code,
    price: { numerator: 1n, denominator: 1n },
    priceSource: 'report-currency',
    value: quantityMinor,
    fee: legFee,
  });
  const movements: TaxMovement[] = [];
  const isDisposal = !isPayin && row.currency !== report.code;
  if (!isPayin) {
    movements.push(
      isDisposal
        ? {
            ...base,
            event: 'dispose',
            asset: row.currency,
            quantityMinor: givenMinor,
            assetScale: scale,
            valuedIn: row.currency,
            ...given,
            value,
            fee,
          }
        : fiat(givenMinor, arrived ? 0n : fee),
    );
  }
  if (arrived) {
    movements.push(
      arrived.asset === report.code
        ? fiat(arrived.quantity, isPayin ? fee : 0n)
        : {
            ...base,
            event: 'acquire',
            asset: arrived.asset,
            quantityMinor: arrived.quantity,
            assetScale: scaleOf(arrived.asset),
            valuedIn: row.currency,
            ...given,
            value: value - fee,
            // A fee the disposal already counted is not counted again in the lot.
            fee: isDisposal ? 0n : fee,
          },
    );
  }
  return movements;
}
