import { randomUUID } from 'node:crypto';
import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';
import type { Ledger } from '../ledger/ledger';
import { available, house, type TransferSpec } from '../ledger/ledger-types';
import { toMinor } from '../ledger/minor';
import type { TransactionRow } from './transaction-view';
import type { Transactions } from './transactions.service';

/** Deposits that credit the balance in their own currency (a converting one is not reversed here). */
const PLAIN_DEPOSITS = ['PAYIN', 'UDEPOSIT', 'AUTOPAYIN'];

/**
 * A credited deposit taken back after it was DONE: a card chargeback, a bank's recall. DONE is
 * final, so the deposit stays DONE and the reversal is a linked PAYOUT of the same payway
 * (`parent_id` the deposit, `requisite.reversal_of` its external id), DONE at once: what the
 * user was credited leaves their balance and the fee leaves the house, both back to the
 * provider's clearing account. Features that paid something for the deposit (a referral reward)
 * read a standing reversal as "refunded". Once per deposit (CONFLICT_ERROR again);
 * INSUFFICIENT_BALANCE when the user no longer holds the money.
 */
export async function reverseCreditedDeposit(
  trx: Kysely<Schema>,
  deps: { ledger: Ledger; transactions: Transactions },
  input: { transactionId: string; reason: 'chargeback' | 'recall' },
): Promise<TransactionRow> {
  const deposit = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', input.transactionId)
    .forUpdate()
    .executeTakeFirst();
  if (!deposit) throw new DomainError('NOT_FOUND');
  if (deposit.status !== 'DONE' || !PLAIN_DEPOSITS.includes(deposit.type))
    throw new DomainError('CONFLICT_ERROR', { reason: 'not_a_credited_deposit' });
  const earlier = await trx
    .selectFrom('transactions')
    .select('id')
    .where('parent_id', '=', deposit.id)
    .where('direction', '=', 'PAYOUT')
    .where(sql<boolean>`requisite ->> 'reversal_of' IS NOT NULL`)
    .executeTakeFirst();
  if (earlier) throw new DomainError('CONFLICT_ERROR', { reason: 'deposit_already_reversed' });
  const arrivedMinor = toMinor(deposit.paid_amount ?? deposit.amount);
  const feeMinor = toMinor(deposit.fee);
  const reversal = await deps.transactions.create(trx, {
    profileId: deposit.profile_id,
    type: 'PAYOUT',
    status: 'DONE',
    amountMinor: arrivedMinor,
    currency: deposit.currency,
    feeMinor,
    feeCurrency: deposit.currency,
    payway: deposit.payway,
    network: deposit.network,
    parentId: deposit.id,
    requisite: { reversal_of: deposit.external_id, reason: input.reason },
  });
  const clearing = house('provider_clearing', deposit.currency, deposit.payway ?? 'refunds');
  const transfers: TransferSpec[] = [
    {
      id: randomUUID(),
      kind: input.reason,
      transactionId: reversal.id,
      debit: available(deposit.profile_id, deposit.currency),
      credit: clearing,
      amountMinor: arrivedMinor - feeMinor,
    },
    {
      id: randomUUID(),
      kind: `${input.reason}_fee`,
      transactionId: reversal.id,
      debit: house('fees', deposit.currency),
      credit: clearing,
      amountMinor: feeMinor,
    },
  ];
  await deps.ledger.post(
    trx,
    transfers.filter((transfer) => transfer.amountMinor > 0n),
  );
  return reversal;
}
