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
 * The first other person claims a waiting send card: the hold is captured into the claimer's
 * available balance in this one database transaction (the claimer's UDEPOSIT, the creator's
 * UPAYOUT DONE), under the card's row lock, so however many claim at once one is credited.
 * The claimer claiming again is answered the same card.
 */
export async function claimCard(
  deps: ChatPaymentDeps,
  trx: Kysely<Schema>,
  id: string,
  claimer: { userId: string; profileId: string },
): Promise<ChatPaymentRow> {
  const { ctx } = deps;
  const row = await lockCard(trx, id);
  if (row.kind !== 'send') throw new DomainError('CONFLICT_ERROR', { reason: 'wrong_kind' });
  if (row.status === 'claimed' && row.counterparty_user_id === claimer.userId) return row;
  const standing = standingOn(row, claimer.userId);
  if (!standing.canAct) refuse(standing.refusal ?? 'not_active');
  const holdTransactionId = row.hold_transaction_id;
  if (!holdTransactionId) throw new Error(`Chat payment ${id} waits without its hold`);
  const amountMinor = toMinor(row.amount);
  const incoming = await ctx.transactions.create(trx, {
    profileId: claimer.profileId,
    type: 'UDEPOSIT',
    status: 'DONE',
    amountMinor,
    currency: row.currency,
    payway: CHAT_PAYWAY,
    parentId: holdTransactionId,
    requisite: { chat_payment_id: row.id, profile_id: row.creator_profile_id, name: row.creator_name },
    levelLimit: 'enforce',
  });
  const hold = await ctx.ledger.pendingHoldOf(trx, holdTransactionId);
  if (!hold) throw new Error(`Chat payment ${id} lost its hold`);
  await ctx.ledger.postHold(trx, hold.id, available(claimer.profileId, row.currency), {
    transferKind: 'chat_claim',
  });
  const claimerName = await deps.nameOf(trx, claimer.userId);
  await ctx.transactions.transition(trx, holdTransactionId, 'DONE', {
    reason: 'chat_payment_claimed',
    changes: {
      requisite: JSON.stringify({
        chat_payment_id: row.id,
        profile_id: claimer.profileId,
        name: claimerName,
        ...(row.note ? { note: row.note } : {}),
      }),
    },
  });
  const claimed = await updateCard(trx, id, {
    status: 'claimed',
    counterparty_user_id: claimer.userId,
    counterparty_profile_id: claimer.profileId,
    counterparty_name: claimerName,
    settle_transaction_id: incoming.id,
    settled_at: deps.now(),
  });
  await deps.tell(trx, claimed, 'creator', 'chatPaymentClaimed', { editsCard: true });
  await deps.tell(trx, claimed, 'counterparty', 'chatPaymentReceived');
  return claimed;
}
