import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import { reverseCreditedDeposit } from '../../money-operations/deposit-reversal';
import type { TransactionRow } from '../../money-operations/transaction-view';

export interface ReportedReversal {
  outcome: 'reversed' | 'already_reversed';
  row: TransactionRow;
}

/**
 * The sandbox provider's chargeback or recall of a credited deposit, known by the id the API
 * shows. The deposit's row lock serialises two reports of it, so the second finds the first's
 * reversal and answers it rather than booking again.
 */
export async function reportDepositReversal(
  deps: Pick<ModuleContext, 'ledger' | 'transactions'>,
  trx: Kysely<Schema>,
  input: { externalId: string; reason: 'chargeback' | 'recall' },
): Promise<ReportedReversal> {
  const deposit = await trx
    .selectFrom('transactions')
    .select('id')
    .where('external_id', '=', input.externalId)
    .forUpdate()
    .executeTakeFirst();
  if (!deposit) throw new DomainError('NOT_FOUND', { transaction_id: input.externalId });
  const earlier = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('parent_id', '=', deposit.id)
    .where('direction', '=', 'PAYOUT')
    .where(sql<boolean>`requisite ->> 'reversal_of' IS NOT NULL`)
    .executeTakeFirst();
  if (earlier) return { outcome: 'already_reversed', row: earlier };
  const row = await reverseCreditedDeposit(trx, deps, { transactionId: deposit.id, reason: input.reason });
  return { outcome: 'reversed', row };
}
