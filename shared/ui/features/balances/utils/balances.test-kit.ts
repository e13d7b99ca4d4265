import type { TransactionView } from '@ferry/shared/contracts';
import { directionOf, type TransactionType } from '@ferry/shared/domain';
import { makeTransaction as transactionView } from '../../../test/transaction.test-kit';

let sequence = 0;

/** A transaction as the API answers it; tests override what they look at. */
export function makeTransaction(overrides: Partial<TransactionView> = {}): TransactionView {
  sequence += 1;
  const type: TransactionType = overrides.type ?? 'PAYIN';
  return transactionView({
    id: `TX${String(sequence).padStart(6, '0')}`,
    type,
    direction: directionOf(type),
    amount: '10',
    currency: 'USDT',
    fee: '0',
    fee_currency: null,
    payway: null,
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  });
}
