import type { WithdrawalRequisiteInput } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { Ledger } from '../ledger/ledger';
import type { TransactionRow } from './transaction-view';
import type { Transactions } from './transactions.service';

/**
 * What the payouts feature does for RETRY of a refused payout: takes the new details (checked as
 * a withdrawal's would be) and readies the order for another send, a new request to the provider.
 * Answers the transaction's changes (its shown requisite when the details changed).
 */
export interface PayoutResend {
  resend(
    trx: Kysely<Schema>,
    row: TransactionRow,
    requisite: WithdrawalRequisiteInput | undefined,
  ): Promise<{ requisite?: Record<string, unknown> }>;
}

/**
 * The user's choice on a payout the provider refused, its amount + fee still held:
 * - RETRY: the order is sent again (to new details when given) and the payout is PROCESSING; the
 *   payout worker books the answer (a second refusal stops in ACTION_REQUIRED again);
 * - REFUND: the hold is voided, amount + fee back to the balance, and the payout is RESOLVED.
 * No linked transaction: both act on the payout itself.
 */
export async function chooseOnRefusedPayout(
  deps: { ledger: Ledger; transactions: Transactions; payouts: PayoutResend | null },
  trx: Kysely<Schema>,
  original: TransactionRow,
  choice: 'RETRY' | 'REFUND',
  requisite: WithdrawalRequisiteInput | undefined,
): Promise<TransactionRow> {
  if (choice === 'REFUND') {
    const hold = await deps.ledger.pendingHoldOf(trx, original.id);
    if (!hold) throw new Error(`Refused payout ${original.id} has no pending hold to give back`);
    await deps.ledger.voidHold(trx, hold.id);
    return deps.transactions.transition(trx, original.id, 'RESOLVED', { reason: 'choice:REFUND' });
  }
  if (!deps.payouts)
    throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_live_provider', provider: 'payouts' });
  const changes = await deps.payouts.resend(trx, original, requisite);
  return deps.transactions.transition(trx, original.id, 'PROCESSING', {
    reason: 'choice:RETRY',
    changes: changes.requisite ? { requisite: JSON.stringify(changes.requisite) } : {},
  });
}
