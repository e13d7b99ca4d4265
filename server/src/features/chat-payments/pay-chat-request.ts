import { randomUUID } from 'node:crypto';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { available } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import type { ChatPaymentDeps } from './chat-payment-deps';
import { CHAT_PAYWAY } from './chat-payment-hold';
import { refuse, standingOn } from './chat-payment-standing';
import { lockCard, updateCard } from './chat-payment-store';
import type { ChatPaymentRow } from './chat-payments.schema';

/**
 * Pays a waiting request card: the payer's UPAYOUT and the creator's UDEPOSIT, DONE with one
 * ledger transfer (as transfers between profiles, on the `chat` payway). The route's contract
 * asks for the payer's two-factor code where their `transfers` scope is on.
 */
export async function payRequestCard(
  deps: ChatPaymentDeps,
  trx: Kysely<Schema>,
  id: string,
  payer: { userId: string; profileId: string },
): Promise<ChatPaymentRow> {
  const { ctx } = deps;
  const row = await lockCard(trx, id);
  if (row.kind !== 'request') throw new DomainError('CONFLICT_ERROR', { reason: 'wrong_kind' });
  if (row.status === 'paid' && row.counterparty_user_id === payer.userId) return row;
  const standing = standingOn(row, payer.userId);
  if (!standing.canAct) refuse(standing.refusal ?? 'not_active');
  await ctx.levelLimits.ensureNotHeld(trx, payer.profileId);
  const amountMinor = toMinor(row.amount);
  const payerName = await deps.nameOf(trx, payer.userId);
  const outgoing = await ctx.transactions.create(trx, {
    profileId: payer.profileId,
    type: 'UPAYOUT',
    status: 'DONE',
    amountMinor,
    currency: row.currency,
    payway: CHAT_PAYWAY,
    requisite: { chat_payment_id: row.id, profile_id: row.creator_profile_id, name: row.creator_name },
    levelLimit: 'enforce',
  });
  const incoming = await ctx.transactions.create(trx, {
    profileId: row.creator_profile_id,
    type: 'UDEPOSIT',
    status: 'DONE',
    amountMinor,
    currency: row.currency,
    payway: CHAT_PAYWAY,
    parentId: outgoing.id,
    requisite: { chat_payment_id: row.id, profile_id: payer.profileId, name: payerName },
  });
  await ctx.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'transfer',
      transactionId: outgoing.id,
      debit: available(payer.profileId, row.currency),
      credit: available(row.creator_profile_id, row.currency),
      amountMinor,
    },
  ]);
  const paid = await updateCard(trx, id, {
    status: 'paid',
    counterparty_user_id: payer.userId,
    counterparty_profile_id: payer.profileId,
    counterparty_name: payerName,
    hold_transaction_id: incoming.id,
    settle_transaction_id: outgoing.id,
    settled_at: deps.now(),
  });
  await deps.tell(trx, paid, 'creator', 'chatPaymentPaid', { editsCard: true });
  await deps.tell(trx, paid, 'counterparty', 'chatPaymentPaidByYou');
  return paid;
}
