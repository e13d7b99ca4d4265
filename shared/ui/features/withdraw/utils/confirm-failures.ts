import type { WithdrawField } from '../stores/withdraw-draft-store';

/** Refusals about the amount go back to the amount field. */
export const AMOUNT_CODES = new Set([
  'INSUFFICIENT_BALANCE',
  'NOT_ENOUGH_FUNDS',
  'PAYOUT_MIN_TECH_LIMIT_VIOLATION',
  'PAYOUT_MAX_TECH_LIMIT_VIOLATION',
]);

/** Server field paths → the flow's fields and the step that shows them. */
export const FIELD_OF_PATH: Record<string, WithdrawField> = {
  amount: 'amount',
  network: 'network',
  'requisite.value': 'value',
  'requisite.memo': 'memo',
  beneficiary_name: 'beneficiaryName',
};
