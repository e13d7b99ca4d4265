import { randomUUID } from 'node:crypto';
import { DomainError, exchangeSubKind, findCurrency } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Quote, QuoteKind, Quotes } from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';
import type { Ledger } from '../ledger/ledger';
import { available, house, type TransferSpec } from '../ledger/ledger-types';
import type { TransactionRow } from './transaction-view';
import type { NewTransaction, Transactions } from './transactions.service';

export interface QuoteExecutionDeps {
  ledger: Ledger;
  transactions: Transactions;
  quotes: Quotes;
}

/**
 * The ledger legs of a priced swap from a profile's balance to its balance: what the user pays
 * goes to Ferry's liquidity in the source currency, the fee to Ferry's fees account, and the
 * converted amount comes out of liquidity in the target currency — two legs plus a separate fee
 * transfer, all in one batch so the balances move together or not at all.
 */
export function swapLegs(
  quote: Quote,
  profileId: string,
  transactionId: string,
  creditMinor: bigint = quote.toAmountMinor,
): TransferSpec[] {
  const convertedFromMinor = quote.fromAmountMinor - quote.feeMinor;
  if (convertedFromMinor <= 0n || creditMinor <= 0n)
    throw new DomainError('VALIDATION_ERROR', { field: 'quote_id', reason: 'amount_consumed_by_fee' });
  const legs: TransferSpec[] = [
    {
      id: randomUUID(),
      kind: 'swap_in',
      transactionId,
      debit: available(profileId, quote.fromCurrency),
      credit: house('liquidity', quote.fromCurrency),
      amountMinor: convertedFromMinor,
    },
    {
      id: randomUUID(),
      kind: 'swap_out',
      transactionId,
      debit: house('liquidity', quote.toCurrency),
      credit: available(profileId, quote.toCurrency),
      amountMinor: creditMinor,
    },
  ];
  if (quote.feeMinor > 0n) {
    legs.push({
      id: randomUUID(),
      kind: 'fee',
      transactionId,
      debit: available(profileId, quote.feeCurrency),
      credit: house('fees', quote.feeCurrency),
      amountMinor: quote.feeMinor,
    });
  }
  return legs;
}

export interface ExchangePayoutOrder {
  profileId: string;
  type: 'CONVERT_PAYOUT';
  currency: string;
  amountMinor: bigint;
  payway: string;
  network: string | null;
  parentId: string;
}

const TYPE_OF: Record<QuoteKind, 'EXCHANGE' | 'CONVERT'> = { exchange: 'EXCHANGE', convert: 'CONVERT' };

/** The DONE EXCHANGE, CONVERT or UCONVERT a quote becomes: the quote's amounts, never the client's. */
export function quotedTransaction(
  quote: Quote,
  input: {
    profileId: string;
    kind: QuoteKind;
    type?: 'EXCHANGE' | 'CONVERT' | 'UCONVERT';
    parentId?: string | null;
  },
): NewTransaction {
  const fromKind = findCurrency(quote.fromCurrency)?.kind;
  const toKind = findCurrency(quote.toCurrency)?.kind;
  return {
    profileId: input.profileId,
    type: input.type ?? TYPE_OF[input.kind],
    status: 'DONE',
    exchangeKind: input.kind === 'exchange' && fromKind && toKind ? exchangeSubKind(fromKind, toKind) : null,
    amountMinor: quote.fromAmountMinor,
    currency: quote.fromCurrency,
    feeMinor: quote.feeMinor,
    feeCurrency: quote.feeCurrency,
    toAmountMinor: quote.toAmountMinor,
    toCurrency: quote.toCurrency,
    rate: quote.rate,
    payway: input.kind === 'exchange' ? 'balance' : null,
    quoteId: quote.id,
    parentId: input.parentId ?? null,
    // An exchange counts in and out against the level's limits (a conversion counts nothing).
    levelLimit: 'enforce',
  };
}

/** A quote of another kind than the route's: refused before anything is taken or written. */
export function checkQuoteKind(quote: Quote, kind: QuoteKind): void {
  if (quote.kind !== kind)
    throw new DomainError('VALIDATION_ERROR', {
      field: 'quote_id',
      reason: 'wrong_quote_kind',
      kind: quote.kind,
    });
}

/** What a step that priced an order expects of the quote. */
export interface ExpectedQuote {
  fromCurrency: string;
  toCurrency: string;
  fromAmountMinor: bigint;
}

/** A quote priced for another order than the step's (a unified conversion's draft): refused. */
export function checkQuoteForOrder(quote: Quote, expected: ExpectedQuote): void {
  if (
    quote.fromCurrency !== expected.fromCurrency ||
    quote.toCurrency !== expected.toCurrency ||
    quote.fromAmountMinor !== expected.fromAmountMinor
  )
    throw new DomainError('VALIDATION_ERROR', { field: 'quote_id', reason: 'quote_for_another_order' });
}

/**
 * Turns a quote into a DONE EXCHANGE or CONVERT. The quote is taken (locked, checked, used up)
 * in the caller's transaction, so a quote pays out once even when two requests race for it; the
 * amounts are the quote's own, never the client's.
 */
export async function executeQuote(
  deps: QuoteExecutionDeps,
  trx: Kysely<Schema>,
  input: {
    profileId: string;
    quoteId: string;
    kind: QuoteKind;
    /** UCONVERT for a unified conversion; otherwise EXCHANGE or CONVERT by kind. */
    type?: 'EXCHANGE' | 'CONVERT' | 'UCONVERT';
    /** A step that priced an order checks the quote is for that order. */
    expected?: ExpectedQuote;
    parentId?: string | null;
    /** An exchange to a card, bank account or address: orders the payout of what was converted. */
    payout?: (order: ExchangePayoutOrder) => Promise<{ feeMinor: bigint }>;
  },
): Promise<TransactionRow> {
  const quote = await deps.quotes.take(trx, input.quoteId, input.profileId);
  checkQuoteKind(quote, input.kind);
  if (input.expected) checkQuoteForOrder(quote, input.expected);
  const isPayingOut = input.kind === 'exchange' && quote.toPayway !== 'balance';
  // An exchange paid from outside starts as a deposit (POST deposits with convert_to).
  if (input.kind === 'exchange' && quote.fromPayway !== 'balance')
    throw new DomainError('UNAVAILABLE_PWCU', {
      field: 'quote_id',
      reason: 'pay_in_exchanges_start_as_deposits',
    });
  if (isPayingOut && !input.payout)
    throw new DomainError('VALIDATION_ERROR', { field: 'requisite', reason: 'required' });
  const row = await deps.transactions.create(trx, quotedTransaction(quote, input));
  if (!isPayingOut || !input.payout) {
    await deps.ledger.post(trx, swapLegs(quote, input.profileId, row.id));
    return row;
  }
  // Paid out: the converted amount (the payout amount and its fee) lands on the balance, the
  // payout holds it at once, and what the quote counted as fee beyond the payout's own goes to
  // the house — so the user pays exactly the quote.
  const convertedMinor = quote.toAmountMinor + quote.toFeeMinor;
  await deps.ledger.post(trx, swapLegs(quote, input.profileId, row.id, convertedMinor));
  const payout = await input.payout({
    profileId: input.profileId,
    type: 'CONVERT_PAYOUT',
    currency: quote.toCurrency,
    amountMinor: quote.toAmountMinor,
    payway: quote.toPayway as string,
    network: quote.toNetwork,
    parentId: row.id,
  });
  const restMinor = convertedMinor - quote.toAmountMinor - payout.feeMinor;
  if (restMinor > 0n)
    await deps.ledger.post(trx, [
      {
        id: randomUUID(),
        kind: 'fee',
        transactionId: row.id,
        debit: available(input.profileId, quote.toCurrency),
        credit: house('fees', quote.toCurrency),
        amountMinor: restMinor,
      },
    ]);
  return row;
}
