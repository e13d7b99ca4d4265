import type { ChatPaymentNotificationKind } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { emitUserEvent } from '../../events/user-events';
import type { CardSide, ChatPaymentSettings } from './chat-payment-deps';
import { cardAmount, shareLinkOf } from './chat-payment-view';
import type { ChatPaymentRow } from './chat-payments.schema';

/**
 * Leaves the bot's message for one side of the card (the `chat.payment` topic). With
 * `editsCard`, that message also carries the card's inline message id: the bot edits the
 * shared card once per change, from the creator's event.
 */
export async function tellSide(
  settings: ChatPaymentSettings,
  trx: Kysely<Schema>,
  row: ChatPaymentRow,
  side: CardSide,
  notice: ChatPaymentNotificationKind,
  options: { editsCard?: boolean } = {},
): Promise<void> {
  const userId = side === 'creator' ? row.creator_user_id : row.counterparty_user_id;
  if (!userId) return;
  await emitUserEvent(trx, userId, 'chat.payment', {
    chat_payment: {
      notice,
      id: row.id,
      kind: row.kind,
      status: row.status,
      amount: cardAmount(row),
      currency: row.currency,
      note: row.note,
      creator_name: row.creator_name,
      counterparty_name: row.counterparty_name,
      role: side,
      share_link: shareLinkOf(settings, row.id),
      inline_message_id: options.editsCard ? row.inline_message_id : null,
      expires_at: row.expires_at.toISOString(),
    },
  });
}
