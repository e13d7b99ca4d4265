import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ChatPaymentDeps } from './chat-payment-deps';
import { refuseEnded } from './chat-payment-standing';
import { findCard, updateCard } from './chat-payment-store';

async function tgIdOf(db: Kysely<Schema>, userId: string): Promise<bigint | null> {
  const row = await db.selectFrom('users').select('tg_id').where('id', '=', userId).executeTakeFirst();
  return row?.tg_id ?? null;
}

/**
 * Whether the bot can write to the user: a Telegram account the bot has not found blocked. A
 * 403 from Telegram (blocked, or never started) marks the user unreachable (`bot_unreachable_at`)
 * until they start the bot again.
 */
export async function canBotWriteTo(db: Kysely<Schema>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['tg_id', 'bot_unreachable_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.tg_id !== null && row.bot_unreachable_at === null;
}

/**
 * Asks the bot (its stream) to save the creator's prepared inline message, dropping an old one.
 * Answers false, asking nothing, when the bot cannot write to the creator: no message will come.
 */
export async function askForPreparedMessage(
  deps: ChatPaymentDeps,
  db: Kysely<Schema>,
  id: string,
  userId: string,
): Promise<boolean> {
  const row = await findCard(db, id);
  if (!row || row.creator_user_id !== userId)
    throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
  if (row.status !== 'waiting') refuseEnded(row);
  const cleared = await updateCard(db, id, { prepared_message_id: null, prepared_message_expires_at: null });
  if (!(await canBotWriteTo(db, userId))) return false;
  await deps.tell(db, cleared, 'creator', 'chatPaymentPrepare');
  return true;
}

/** The bot saved the creator's prepared message: kept for the screens while it is valid. */
export async function recordPreparedMessage(
  db: Kysely<Schema>,
  id: string,
  telegramUserId: bigint,
  prepared: { id: string; expiresAt: Date },
): Promise<boolean> {
  const row = await findCard(db, id);
  if (!row || (await tgIdOf(db, row.creator_user_id)) !== telegramUserId) return false;
  await updateCard(db, id, {
    prepared_message_id: prepared.id,
    prepared_message_expires_at: prepared.expiresAt,
  });
  return true;
}
