import type { TransactionView } from '@ferry/shared/contracts';
import {
  type ActionChoiceSubject,
  type ErrorCode,
  minorToDecimal,
  offeredActionChoices,
  type TransactionStatus,
  type TransactionType,
} from '@ferry/shared/domain';
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../db/schema-money';
import { scaleOfKnownCurrency } from '../ledger/held-amounts';
import { toMinor } from '../ledger/minor';

export type TransactionRow = Selectable<TransactionsTable>;

export interface TransactionLinks {
  parentExternalId: string | null;
  reproducedExternalId: string | null;
}

export function amountText(amount: string | bigint | null, currency: string | null): string | null {
  if (amount === null || currency === null) return null;
  return minorToDecimal(toMinor(amount), scaleOfKnownCurrency(currency, 'A transaction amount'));
}

/** What the action choices of a row depend on (shared/domain/transactions/action-choices.ts). */
export function actionSubjectOf(
  row: TransactionRow,
  conversionRefusal: ErrorCode | null,
  heldMinor: bigint | null,
): ActionChoiceSubject {
  return {
    status: row.status as TransactionStatus,
    type: row.type as TransactionType,
    toCurrency: row.to_currency,
    paidMinor: row.paid_amount === null ? null : toMinor(row.paid_amount),
    conversionRefusal,
    heldMinor,
  };
}

/** A row as the API shows it: amounts as decimals in whole units, links as external ids. */
export function viewTransaction(
  row: TransactionRow,
  links: TransactionLinks,
  conversionRefusal: ErrorCode | null = null,
  heldMinor: bigint | null = null,
): TransactionView {
  const requisite = row.requisite ? { ...row.requisite } : null;
  const bankDetails = (requisite?.bank_details ?? null) as TransactionView['bank_details'];
  if (requisite) delete requisite.bank_details;
  const status = row.status as TransactionStatus;
  return {
    id: row.external_id,
    type: row.type as TransactionType,
    direction: row.direction,
    status,
    exchange_kind: row.exchange_kind,
    amount: amountText(row.amount, row.currency) as string,
    currency: row.currency,
    fee: amountText(row.fee, row.fee_currency ?? row.currency) as string,
    fee_currency: row.fee_currency,
    to_amount: amountText(row.to_amount, row.to_currency),
    to_currency: row.to_currency,
    rate: row.rate,
    network: row.network,
    payway: row.payway,
    requisite: requisite && Object.keys(requisite).length > 0 ? requisite : null,
    bank_details: bankDetails,
    hash: row.hash,
    parent_id: links.parentExternalId,
    reproduced_id: links.reproducedExternalId,
    paid_amount: amountText(row.paid_amount, row.currency),
    failure_code: row.failure_code,
    action_choices: offeredActionChoices(actionSubjectOf(row, conversionRefusal, heldMinor)),
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
