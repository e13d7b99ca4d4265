import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ChatPaymentDeps } from './chat-payment-deps';
import { refuseEnded } from './chat-payment-standing';
import { lockCard, updateCard } from './chat-payment-store';
import type { ChatPaymentRow } from './chat-payments.schema';

/** The creator cancels a waiting (or draft) card: a send card's hold is released at once. */
export async function cancelCard(
  deps: ChatPaymentDeps,
  trx: Kysely<Schema>,
  id: string,
  userId: string,
): Promise<ChatPaymentRow> {
  const row = await lockCard(trx, id);
  if (row.creator_user_id !== userId) {
    if (row.status === 'draft') throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
    throw new DomainError('ACCESS_DENIED', { reason: 'not_creator' });
  }
  if (row.status === 'cancelled') return row;
  if (row.status !== 'waiting' && row.status !== 'draft') refuseEnded(row);
  if (row.hold_transaction_id)
    await deps.ctx.transactions.transition(trx, row.hold_transaction_id, 'CANCELLED', {
      reason: 'chat_payment_cancelled',
    });
  const cancelled = await updateCard(trx, id, { status: 'cancelled', settled_at: deps.now() });
  if (row.status === 'waiting')
    await deps.tell(trx, cancelled, 'creator', 'chatPaymentCancelled', { editsCard: true });
  return cancelled;
}
