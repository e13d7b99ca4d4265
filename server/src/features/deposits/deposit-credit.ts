import { randomUUID } from 'node:crypto';
import { calculateFeeMinor, DomainError, type ErrorCode, isDomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue, Quotes } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import { scaleOfKnownCurrency, storedMinor } from '../../ledger/held-amounts';
import type { Ledger } from '../../ledger/ledger';
import { available, house, type TransferSpec } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import type { TransactionRow } from '../../money-operations/transaction-view';
import type { Transactions } from '../../money-operations/transactions.service';
import { findDepositRow, refusalOfAmount } from './deposit-terms';

export interface CreditDeps {
  ledger: Ledger;
  transactions: Transactions;
  catalogue: Catalogue;
  quotes: Quotes;
}

export type CreditOutcome = 'credited' | 'suspense' | 'already_settled';

/** Statuses in which a deposit still waits for its money. */
const OPEN_STATUSES = ['NEW', 'WAIT', 'PROCESSING'];

/**
 * Books money that arrived at a provider for a deposit, in the caller's transaction, with the
 * status move: the fee to the house, the rest to the user's balance (through the liquidity
 * accounts, converted at the quote, for PAYIN_CONVERT), then DONE. What arrived may differ from
 * what was asked; the fee is then charged on what arrived and a shortfall is recorded
 * (AMOUNT_SENT_PARTIALLY). Money the rules cannot credit (outside the limits, or too little to
 * convert) waits in the suspense account until the user chooses (ACTION_REQUIRED).
 * A deposit that is no longer open is left alone: crediting twice is impossible.
 */
export async function creditArrival(
  trx: Kysely<Schema>,
  deps: CreditDeps,
  input: {
    transactionId: string;
    provider: string;
    arrivedMinor?: bigint;
    /** The amount came from outside (a chain transfer) and never met the limits at creation. */
    isUnchecked?: boolean;
  },
): Promise<{ outcome: CreditOutcome; row: TransactionRow }> {
  const row = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', input.transactionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!OPEN_STATUSES.includes(row.status)) return { outcome: 'already_settled', row };
  const expectedMinor = toMinor(row.amount);
  const arrivedMinor = input.arrivedMinor ?? expectedMinor;
  const clearing = house('provider_clearing', row.currency, input.provider);
  const isExact = arrivedMinor === expectedMinor;
  const scale = scaleOfKnownCurrency(row.currency, `Deposit ${row.id}`);

  const paywayRow = await findDepositRow(trx, deps.catalogue, {
    payway: row.payway ?? '',
    currency: row.currency,
    network: row.network,
  });
  const isToCheck = paywayRow && (!isExact || input.isUnchecked === true);
  const refusal = isToCheck ? refusalOfAmount(paywayRow, arrivedMinor, scale) : null;
  if (refusal)
    return { outcome: 'suspense', row: await park(trx, deps, row, arrivedMinor, clearing, refusal.code) };
  const payinFeeMinor =
    isExact || !paywayRow ? toMinor(row.fee) : calculateFeeMinor(paywayRow.fee, arrivedMinor, scale);

  const partial = isExact
    ? {}
    : {
        paid_amount: arrivedMinor,
        failure_code: arrivedMinor < expectedMinor ? 'AMOUNT_SENT_PARTIALLY' : null,
      };
  const transfer = (spec: Omit<TransferSpec, 'id' | 'transactionId'>): TransferSpec => ({
    id: randomUUID(),
    transactionId: row.id,
    ...spec,
  });

  if (row.type !== 'PAYIN_CONVERT' || !row.to_currency) {
    const feeMinor = payinFeeMinor;
    await deps.ledger.post(
      trx,
      [
        transfer({
          kind: 'fee',
          debit: clearing,
          credit: house('fees', row.currency),
          amountMinor: feeMinor,
        }),
        transfer({
          kind: 'credit',
          debit: clearing,
          credit: available(row.profile_id, row.currency),
          amountMinor: arrivedMinor - feeMinor,
        }),
      ].filter((spec) => spec.amountMinor > 0n),
    );
    const done = await deps.transactions.transition(trx, row.id, 'DONE', {
      changes: { ...partial, fee: feeMinor },
      reason: 'credited',
    });
    return { outcome: 'credited', row: done };
  }

  // The quote taken at creation priced exactly `amount`; a different arrival is priced afresh.
  let conversion = {
    feeMinor: toMinor(row.fee),
    toAmountMinor: storedMinor(row.to_amount, `The to_amount of conversion deposit ${row.id}`),
    rate: row.rate,
    quoteId: row.quote_id,
  };
  if (!isExact) {
    try {
      const quote = await deps.quotes.create(trx, {
        profileId: row.profile_id,
        kind: 'convert',
        fromCurrency: row.currency,
        toCurrency: row.to_currency,
        fromAmountMinor: arrivedMinor - payinFeeMinor,
      });
      await deps.quotes.take(trx, quote.id, row.profile_id);
      conversion = {
        feeMinor: payinFeeMinor + quote.feeMinor,
        toAmountMinor: quote.toAmountMinor,
        rate: quote.rate,
        quoteId: quote.id,
      };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return { outcome: 'suspense', row: await park(trx, deps, row, arrivedMinor, clearing, error.code) };
    }
  }
  await deps.ledger.post(
    trx,
    [
      transfer({
        kind: 'fee',
        debit: clearing,
        credit: house('fees', row.currency),
        amountMinor: conversion.feeMinor,
      }),
      transfer({
        kind: 'exchange_in',
        debit: clearing,
        credit: house('liquidity', row.currency),
        amountMinor: arrivedMinor - conversion.feeMinor,
      }),
      transfer({
        kind: 'exchange_out',
        debit: house('liquidity', row.to_currency),
        credit: available(row.profile_id, row.to_currency),
        amountMinor: conversion.toAmountMinor,
      }),
    ].filter((spec) => spec.amountMinor > 0n),
  );
  const done = await deps.transactions.transition(trx, row.id, 'DONE', {
    changes: {
      ...partial,
      fee: conversion.feeMinor,
      to_amount: conversion.toAmountMinor,
      rate: conversion.rate,
      quote_id: conversion.quoteId,
    },
    reason: 'credited',
  });
  return { outcome: 'credited', row: done };
}

/** Money that arrived but may not be credited: kept in suspense, the transaction with support. */
async function park(
  trx: Kysely<Schema>,
  deps: CreditDeps,
  row: TransactionRow,
  arrivedMinor: bigint,
  clearing: ReturnType<typeof house>,
  code: ErrorCode,
): Promise<TransactionRow> {
  await deps.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'suspense',
      transactionId: row.id,
      debit: clearing,
      credit: house('suspense', row.currency),
      amountMinor: arrivedMinor,
    },
  ]);
  // The user decides what happens to it (REFUND, DEPOSIT, RETRY: transactions/:id/action).
  return deps.transactions.transition(trx, row.id, 'ACTION_REQUIRED', {
    changes: { paid_amount: arrivedMinor, failure_code: code },
    reason: 'arrived_outside_rules',
  });
}

/** Money that arrived for a deposit that already ended (expired, cancelled): kept for support. */
export async function parkLateArrival(
  trx: Kysely<Schema>,
  ledger: Ledger,
  row: TransactionRow,
  input: { provider: string; arrivedMinor: bigint },
): Promise<void> {
  if (input.arrivedMinor <= 0n) throw new DomainError('VALIDATION_ERROR', { field: 'amount' });
  await ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'suspense',
      transactionId: row.id,
      debit: house('provider_clearing', row.currency, input.provider),
      credit: house('suspense', row.currency),
      amountMinor: input.arrivedMinor,
    },
  ]);
}
