import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ferry/locales';
import type { SupportTicketBody } from '@ferry/shared/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { SupportTicketsTable } from './bot-support.schema';

export interface SupportTicket {
  number: number;
  telegramUserId: bigint;
  chatId: bigint;
  language: Language;
  username: string | null;
  firstName: string | null;
  text: string;
  delivery: 'chat' | 'mail';
  isMailed: boolean;
}

const COLUMNS = [
  'number',
  'tg_id',
  'chat_id',
  'language',
  'username',
  'first_name',
  'body',
  'delivery',
  'mailed_at',
] as const;

type TicketRow = Pick<Selectable<SupportTicketsTable>, (typeof COLUMNS)[number]>;

function toTicket(row: TicketRow): SupportTicket {
  return {
    number: Number(row.number),
    telegramUserId: BigInt(row.tg_id),
    chatId: BigInt(row.chat_id),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    username: row.username,
    firstName: row.first_name,
    text: row.body,
    delivery: row.delivery,
    isMailed: row.mailed_at !== null,
  };
}

/**
 * Support tickets. The user's message that opened a ticket (chat and message id) opens no second
 * one, so the bot may send it again after a failure without doubling the ticket.
 */
export function createSupportTicketsRepo(db: Kysely<Schema>) {
  return {
    /** Opens the ticket, or finds the one this message already opened. */
    async open(body: SupportTicketBody): Promise<{ ticket: SupportTicket; isNew: boolean }> {
      const chatId = BigInt(body.chat_id);
      const messageId = BigInt(body.message_id);
      const find = () =>
        db
          .selectFrom('support_tickets')
          .select(COLUMNS)
          .where('chat_id', '=', chatId)
          .where('message_id', '=', messageId)
          .executeTakeFirst();
      // Looked up first: a conflicting insert would still use up a number and leave a gap.
      const existing = await find();
      if (existing) return { ticket: toTicket(existing), isNew: false };
      const inserted = await db
        .insertInto('support_tickets')
        .values({
          tg_id: BigInt(body.telegram_user_id),
          chat_id: chatId,
          message_id: messageId,
          language: body.language,
          username: body.username,
          first_name: body.first_name,
          body: body.text,
          delivery: body.delivery,
        })
        .onConflict((conflict) => conflict.columns(['chat_id', 'message_id']).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      if (inserted) return { ticket: toTicket(inserted), isNew: true };
      // The same message raced in from another call, which opened it.
      const raced = await find();
      if (!raced) throw new Error('A support ticket conflicted but cannot be found');
      return { ticket: toTicket(raced), isNew: false };
    },

    async markMailed(ticketNumber: number, at: Date): Promise<void> {
      await db
        .updateTable('support_tickets')
        .set({ mailed_at: at })
        .where('number', '=', BigInt(ticketNumber))
        .execute();
    },

    /** Records the support-chat message that carries the ticket; false when no such ticket exists. */
    async recordForward(ticketNumber: number, chatId: bigint, messageId: number): Promise<boolean> {
      const updated = await db
        .updateTable('support_tickets')
        .set({ forwarded_chat_id: chatId, forwarded_message_id: BigInt(messageId) })
        .where('number', '=', BigInt(ticketNumber))
        .returning('number')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** The ticket whose forwarded message an agent replied to. */
    async findByForward(chatId: bigint, messageId: number): Promise<SupportTicket | undefined> {
      const row = await db
        .selectFrom('support_tickets')
        .select(COLUMNS)
        .where('forwarded_chat_id', '=', chatId)
        .where('forwarded_message_id', '=', BigInt(messageId))
        .executeTakeFirst();
      return row === undefined ? undefined : toTicket(row);
    },
  };
}

export type SupportTicketsRepo = ReturnType<typeof createSupportTicketsRepo>;
