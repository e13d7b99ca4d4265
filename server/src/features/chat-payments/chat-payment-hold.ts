import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';
import type { ChatPaymentContext } from './chat-payment-deps';
import type { ChatPaymentRow } from './chat-payments.schema';

/** The payway of every transaction a card makes: the bot tells the card's news, not the rows'. */
export const CHAT_PAYWAY = 'chat';

/** A send card's money set aside: the creator's UPAYOUT (WAIT) with the hold on it. */
export async function holdCardMoney(
  ctx: Pick<ChatPaymentContext, 'ledger' | 'transactions' | 'levelLimits'>,
  trx: Kysely<Schema>,
  row: ChatPaymentRow,
): Promise<string> {
  await ctx.levelLimits.ensureNotHeld(trx, row.creator_profile_id);
  const amountMinor = toMinor(row.amount);
  const outgoing = await ctx.transactions.create(trx, {
    profileId: row.creator_profile_id,
    type: 'UPAYOUT',
    status: 'WAIT',
    amountMinor,
    currency: row.currency,
    payway: CHAT_PAYWAY,
    requisite: { chat_payment_id: row.id, ...(row.note ? { note: row.note } : {}) },
    levelLimit: 'enforce',
  });
  await ctx.ledger.hold(trx, {
    transactionId: outgoing.id,
    profileId: row.creator_profile_id,
    currency: row.currency,
    amountMinor,
  });
  return outgoing.id;
}
