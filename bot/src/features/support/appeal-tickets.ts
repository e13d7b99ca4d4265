import type { Language } from '@ferry/locales';
import { SUPPORT_TICKET_MAX_CHARS } from '@ferry/shared/contracts';
import type { Api, StorageAdapter } from 'grammy';
import { z } from 'zod';
import type { SupportDesk } from './support-desk';

/** The bot's message that carries an appeal, kept so the user's reply to it reaches the ticket. */
export const appealAnchorSchema = z.object({
  ticket_number: z.number().int().positive(),
  appeal_ticket_id: z.string().min(1).max(64),
});
export type AppealAnchor = z.infer<typeof appealAnchorSchema>;

/** An appeal against a hold as the server's `verificationAppeal` notification carries it. */
export interface AppealToOpen {
  chatId: number;
  language: Language;
  ticketId: string;
  reasonCode: string;
  message: string | null;
}

/** Where tickets go: the support chat (forwarded by the bot), or mail by the server when unset. */
export interface AppealDelivery {
  api: Api;
  supportChatId?: number | undefined;
}

export interface AppealTickets {
  /**
   * Opens the appeal as a help-bot ticket anchored on the bot's message to the user and hands it
   * to support; once per message however often it is called (a retry after a failure).
   */
  open(delivery: AppealDelivery, appeal: AppealToOpen, messageId: number): Promise<number>;
  /** The appeal a message of the bot's carries, if it carries one. */
  find(chatId: number, messageId: number): Promise<AppealAnchor | undefined>;
}

/** A Telegram message holds 4096 characters; the ticket keeps room for its header. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The ticket as support reads it, in English (the team's language). */
export function appealTicketText(appeal: Pick<AppealToOpen, 'ticketId' | 'reasonCode' | 'message'>): string {
  const message = appeal.message?.trim() ? appeal.message.trim() : '(no message)';
  return clip(
    [
      `Verification hold appeal ${appeal.ticketId}`,
      `Hold reason: ${appeal.reasonCode}`,
      '',
      'The user wrote:',
      message,
    ].join('\n'),
    SUPPORT_TICKET_MAX_CHARS - 200,
  );
}

/** The header an agent sees in the support chat; the ticket's user is known by chat only. */
export function appealForwardText(number: number, appeal: AppealToOpen, text: string): string {
  return [
    `Ticket #${number} · appeal against a hold (Telegram id ${appeal.chatId}, language ${appeal.language})`,
    '',
    text,
    '',
    'Reply to this message to answer the user.',
  ].join('\n');
}

const keyOf = (chatId: number, messageId: number) => `appeal:${chatId}:${messageId}`;

/**
 * Appeals against a hold as help-bot tickets: each is anchored on the bot's message that tells
 * the user their appeal is open, through the same ticket route as any help ticket, so it reaches
 * the support chat (forwarded here, where an agent's reply goes back to the user) or the support
 * mailbox (the server mails it), and the user's replies to that message join it.
 */
export function createAppealTickets(options: {
  desk: SupportDesk;
  storage: StorageAdapter<AppealAnchor>;
}): AppealTickets {
  const { desk, storage } = options;
  return {
    async open({ api, supportChatId }, appeal, messageId) {
      const text = appealTicketText(appeal);
      const ticket = await desk.openTicket({
        telegram_user_id: String(appeal.chatId),
        chat_id: String(appeal.chatId),
        message_id: messageId,
        language: appeal.language,
        username: null,
        first_name: null,
        text,
        delivery: supportChatId === undefined ? 'mail' : 'chat',
      });
      const key = keyOf(appeal.chatId, messageId);
      // Kept only once support has it: a retry after a failed forward forwards it then.
      if (!ticket.is_new && (await storage.read(key))) return ticket.ticket_number;
      if (supportChatId !== undefined) {
        const forwarded = await api.sendMessage(
          supportChatId,
          appealForwardText(ticket.ticket_number, appeal, text),
        );
        await desk.recordForward(ticket.ticket_number, supportChatId, forwarded.message_id);
      }
      await storage.write(key, { ticket_number: ticket.ticket_number, appeal_ticket_id: appeal.ticketId });
      return ticket.ticket_number;
    },
    find: async (chatId, messageId) => storage.read(keyOf(chatId, messageId)),
  };
}
