import { directionOf } from '@ferry/shared/domain';
import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../db/schema-money';
import { fromMinor } from '../ledger/minor';
import { newExternalId } from './external-id';
import type { TransactionRow } from './transaction-view';
import type { NewTransaction } from './transactions.service';

/** A new transaction's columns as written, without the ones the database or a plan gives (id, times). */
export function transactionColumns(input: NewTransaction) {
  return {
    external_id: newExternalId(),
    profile_id: input.profileId,
    type: input.type,
    direction: directionOf(input.type),
    status: input.status ?? 'NEW',
    exchange_kind: input.exchangeKind ?? null,
    amount: fromMinor(input.amountMinor),
    currency: input.currency,
    fee: fromMinor(input.feeMinor ?? 0n),
    fee_currency: input.feeCurrency ?? null,
    to_amount:
      input.toAmountMinor === undefined || input.toAmountMinor === null
        ? null
        : fromMinor(input.toAmountMinor),
    to_currency: input.toCurrency ?? null,
    rate: input.rate ?? null,
    network: input.network ?? null,
    payway: input.payway ?? null,
    hash: null,
    parent_id: input.parentId ?? null,
    reproduced_id: null,
    quote_id: input.quoteId ?? null,
    failure_code: null,
    paid_amount: null,
    provider_ref: input.providerRef ?? null,
    api_key_id: input.apiKeyId ?? null,
    callback_url: input.callbackUrl ?? null,
    expires_at: input.expiresAt ?? null,
  } satisfies Omit<Insertable<TransactionsTable>, 'requisite'>;
}

/**
 * A new transaction whole, as one-call money operations write it (money_apply): its id and
 * times decided by the server, every column named. The times are the server's clock, as the
 * database's now() would be for a row written in a transaction of its own.
 */
export function plannedTransaction(
  input: NewTransaction,
  at: Date,
  id = crypto.randomUUID(),
): TransactionRow {
  return {
    ...transactionColumns(input),
    id,
    requisite: input.requisite ?? null,
    created_at: at,
    updated_at: at,
  };
}
