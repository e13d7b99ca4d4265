import type { Message } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import { readFieldIssues } from '../../../lib/field-issues';
import type { DraftFieldErrors } from '../stores/deposit-draft-store';

/** The server's body paths → the draft's fields, each owned by one step. */
const FIELD_BY_PATH: Readonly<Record<string, keyof DraftFieldErrors>> = {
  amount: 'amount',
  convert_to: 'convertTo',
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.cvv': 'cvv',
  'card.holder_name': 'holderName',
};

export interface DepositErrorPlacement {
  /** Errors for the form or insert-card step. */
  fields: DraftFieldErrors;
  /** The Blik code's own error, shown on the confirm screen. */
  blikCode: Message | null;
}

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/**
 * Where a refused deposit's reason belongs: field issues on their fields; a limit refusal
 * (`details.field: 'amount'` with the limit's message) on the amount.
 */
export function placeDepositError(error: unknown): DepositErrorPlacement {
  const placement: DepositErrorPlacement = { fields: {}, blikCode: null };
  const issues = readFieldIssues(error);
  for (const [path, message] of Object.entries(issues)) {
    if (path === 'blik_code') placement.blikCode = message;
    const field = FIELD_BY_PATH[path];
    if (field) placement.fields[field] = message;
  }
  if (isApiError(error) && error.code !== 'VALIDATION_ERROR') {
    const details = error.details as { field?: unknown; message?: unknown } | undefined;
    if (details?.field === 'amount' && isMessage(details.message)) placement.fields.amount = details.message;
  }
  return placement;
}

/** The step that owns the first field with an error, if any. */
export function stepOfFields(fields: DraftFieldErrors): 'form' | 'insert-card' | null {
  if (fields.amount || fields.convertTo) return 'form';
  if (fields.number || fields.expiry || fields.cvv || fields.holderName) return 'insert-card';
  return null;
}
