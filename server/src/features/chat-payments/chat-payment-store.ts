import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ChatPaymentRow } from './chat-payments.schema';

// The card rows: read, locked and changed only through these.

/** The card under its row lock; NOT_FOUND when there is none. */
export async function lockCard(trx: Kysely<Schema>, id: string): Promise<ChatPaymentRow> {
  const row = await trx
    .selectFrom('chat_payments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
  return row;
}

export async function updateCard(
  db: Kysely<Schema>,
  id: string,
  changes: Partial<Omit<ChatPaymentRow, 'id'>>,
): Promise<ChatPaymentRow> {
  return db
    .updateTable('chat_payments')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findCard(db: Kysely<Schema>, id: string): Promise<ChatPaymentRow | undefined> {
  return db.selectFrom('chat_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's cards, made or claimed/paid, newest first. */
export async function listCardsOf(db: Kysely<Schema>, userId: string): Promise<ChatPaymentRow[]> {
  return db
    .selectFrom('chat_payments')
    .selectAll()
    .where((eb) => eb.or([eb('creator_user_id', '=', userId), eb('counterparty_user_id', '=', userId)]))
    .where('status', '!=', 'draft')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
}
