import type { TransactionView } from '@ferry/shared/contracts';
import { directionOf, type TransactionType } from '@ferry/shared/domain';

let sequence = 0;

/** A transaction as the API answers it; tests override what they look at. */
export function makeTransaction(overrides: Partial<TransactionView> = {}): TransactionView {
  sequence += 1;
  const type: TransactionType = overrides.type ?? 'PAYIN';
  return {
    id: `TX${String(sequence).padStart(6, '0')}`,
    type,
    direction: directionOf(type),
    status: 'DONE',
    exchange_kind: null,
    amount: '10',
    currency: 'USDT',
    fee: '0',
    fee_currency: null,
    to_amount: null,
    to_currency: null,
    rate: null,
    network: null,
    payway: null,
    requisite: null,
    bank_details: null,
    hash: null,
    parent_id: null,
    reproduced_id: null,
    paid_amount: null,
    failure_code: null,
    action_choices: [],
    expires_at: null,
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
