import { randomUUID } from 'node:crypto';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { OneCallPlan } from '../http/idempotency';
import { type Ledger, ledgerPostItem } from '../ledger/ledger';
import { available, type TransferSpec } from '../ledger/ledger-types';
import { plannedTransaction } from './transaction-columns';
import { type TransactionRow, viewTransaction } from './transaction-view';
import type { NewTransaction, Transactions } from './transactions.service';

export interface TransferInput {
  fromProfileId: string;
  toProfileId: string;
  currency: string;
  amountMinor: bigint;
}

/** The same-profile refusal, before anything is read. */
function refuseSameProfile(input: TransferInput): void {
  if (input.fromProfileId === input.toProfileId)
    throw new DomainError('VALIDATION_ERROR', { field: 'to_profile_id', reason: 'same_profile' });
}

/** The sender's UPAYOUT and (given its id) the recipient's UDEPOSIT. */
function transferRows(input: TransferInput) {
  const side = (profileId: string, counterpart: string) =>
    ({
      profileId,
      status: 'DONE',
      amountMinor: input.amountMinor,
      currency: input.currency,
      payway: 'balance',
      requisite: { profile_id: counterpart },
    }) as const;
  return {
    outgoing: { ...side(input.fromProfileId, input.toProfileId), type: 'UPAYOUT' } satisfies NewTransaction,
    incoming: (parentId: string) =>
      ({
        ...side(input.toProfileId, input.fromProfileId),
        type: 'UDEPOSIT',
        parentId,
      }) satisfies NewTransaction,
  };
}

/** The one ledger transfer: the sender's available money to the recipient's. */
function transferPosting(input: TransferInput, transactionId: string): TransferSpec {
  return {
    id: randomUUID(),
    kind: 'transfer',
    transactionId,
    debit: available(input.fromProfileId, input.currency),
    credit: available(input.toProfileId, input.currency),
    amountMinor: input.amountMinor,
  };
}

/**
 * Moves money between two Ferry profiles at once: the sender's UPAYOUT and the recipient's
 * UDEPOSIT (linked by parent) are DONE in the same database transaction as the one ledger
 * transfer, so either both sides see it or neither does. Inside Ferry nothing leaves the house,
 * so there is no fee and no hold. Both transactions are written before the ledger's call, so the
 * accounts it locks are held for the rest of the transaction only (lock order: own rows first).
 */
export async function transferBetweenProfiles(
  deps: { ledger: Ledger; transactions: Transactions },
  trx: Kysely<Schema>,
  input: TransferInput,
): Promise<TransactionRow> {
  refuseSameProfile(input);
  const recipient = await trx
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'users.status'])
    .where('profiles.id', '=', input.toProfileId)
    .executeTakeFirst();
  if (!recipient || recipient.status === 'deleted')
    throw new DomainError('NOT_FOUND', { field: 'to_profile_id', reason: 'recipient_not_found' });
  if (recipient.status !== 'active')
    throw new DomainError('PROFILE_INACTIVE', { field: 'to_profile_id', reason: 'recipient_inactive' });

  const rows = transferRows(input);
  const outgoing = await deps.transactions.create(trx, rows.outgoing);
  await deps.transactions.create(trx, rows.incoming(outgoing.id));
  await deps.ledger.post(trx, [transferPosting(input, outgoing.id)]);
  return outgoing;
}

// The plan's refusals, the same for every transfer: made once (an Error's stack costs each time).
const RECIPIENT_MISSING = new DomainError('NOT_FOUND', {
  field: 'to_profile_id',
  reason: 'recipient_not_found',
});
const RECIPIENT_INACTIVE = new DomainError('PROFILE_INACTIVE', {
  field: 'to_profile_id',
  reason: 'recipient_inactive',
});

/**
 * The same transfer planned for one database call (http/idempotency.ts `runInOneCall`): the
 * rules above applied here, the recipient's check, both rows with their first history lines, the
 * ledger's transfer and both users' events written by the database in the call's transaction, in
 * the lock order of `transferBetweenProfiles`. Its answer is the sender's UPAYOUT.
 */
export function planTransferBetweenProfiles(input: TransferInput, at: Date): OneCallPlan {
  return planTransfer(input, at).plan;
}

/** The same plan, with the sender's UPAYOUT it writes (for a step that points to it). */
export function planTransfer(input: TransferInput, at: Date): { plan: OneCallPlan; row: TransactionRow } {
  refuseSameProfile(input);
  const rows = transferRows(input);
  const outgoing = plannedTransaction(rows.outgoing, at);
  const incoming = plannedTransaction(rows.incoming(outgoing.id), at);
  const outgoingView = viewTransaction(outgoing, { parentExternalId: null, reproducedExternalId: null });
  const incomingView = viewTransaction(incoming, {
    parentExternalId: outgoing.external_id,
    reproducedExternalId: null,
  });
  const plan: OneCallPlan = {
    answer: outgoingView,
    recipients: [
      {
        profileId: input.toProfileId,
        missing: RECIPIENT_MISSING,
        inactive: RECIPIENT_INACTIVE,
      },
    ],
    transactions: [outgoing, incoming],
    ledger: [ledgerPostItem(transferPosting(input, outgoing.id))],
    events: [
      {
        profile_id: input.fromProfileId,
        topic: 'transaction.changed',
        payload: { transaction: outgoingView },
      },
      { profile_id: input.toProfileId, topic: 'transaction.changed', payload: { transaction: incomingView } },
    ],
  };
  return { plan, row: outgoing };
}
