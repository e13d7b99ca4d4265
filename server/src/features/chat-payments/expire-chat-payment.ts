import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ChatPaymentDeps } from './chat-payment-deps';
import { updateCard } from './chat-payment-store';
import type { ChatPaymentRow } from './chat-payments.schema';

/**
 * Ends one card whose time ran out, if any is due: a send card's money returns (its UPAYOUT
 * EXPIRED releases the hold), a request expires, a draft is dropped. SKIP LOCKED, so a card a
 * claim holds right now is left for the next pass.
 */
export async function expireOneCard(
  deps: ChatPaymentDeps,
  trx: Kysely<Schema>,
): Promise<ChatPaymentRow | null> {
  const due = await trx
    .selectFrom('chat_payments')
    .selectAll()
    .where('status', 'in', ['draft', 'waiting'])
    .where('expires_at', '<=', deps.now())
    .orderBy('expires_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!due) return null;
  if (due.status === 'draft') return updateCard(trx, due.id, { status: 'expired', settled_at: deps.now() });
  if (due.hold_transaction_id)
    await deps.ctx.transactions.transition(trx, due.hold_transaction_id, 'CANCELLED', {
      reason: 'chat_payment_returned',
    });
  const ended = await updateCard(trx, due.id, {
    status: due.kind === 'send' ? 'returned' : 'expired',
    settled_at: deps.now(),
  });
  await deps.tell(trx, ended, 'creator', due.kind === 'send' ? 'chatPaymentReturned' : 'chatPaymentExpired', {
    editsCard: true,
  });
  return ended;
}
