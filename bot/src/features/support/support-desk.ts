import {
  BOT_SUPPORT_FORWARDS_PATH,
  BOT_SUPPORT_REPLY_TARGET_PATH,
  BOT_SUPPORT_TICKETS_PATH,
  type SupportReplyTargetResponse,
  type SupportTicketBody,
  type SupportTicketResponse,
  supportReplyTargetResponseSchema,
  supportTicketResponseSchema,
} from '@ferry/shared/contracts';
import type { BotBaseRequest } from './bot-base-request';

/** The bot's port to the server's support tickets (`/bot/support/...`). */
export interface SupportDesk {
  openTicket(body: SupportTicketBody): Promise<SupportTicketResponse>;
  /** Remembers which support-chat message carries the ticket, for the agent's reply. */
  recordForward(ticketNumber: number, chatId: number, messageId: number): Promise<void>;
  /** The ticket whose forwarded message an agent replied to, if any. */
  findReplyTarget(chatId: number, messageId: number): Promise<SupportReplyTargetResponse['ticket']>;
}

export function createServerSupportDesk(call: BotBaseRequest): SupportDesk {
  return {
    async openTicket(body) {
      return supportTicketResponseSchema.parse(await call('POST', BOT_SUPPORT_TICKETS_PATH, body));
    },
    async recordForward(ticketNumber, chatId, messageId) {
      await call('POST', BOT_SUPPORT_FORWARDS_PATH, {
        ticket_number: ticketNumber,
        chat_id: String(chatId),
        message_id: messageId,
      });
    },
    async findReplyTarget(chatId, messageId) {
      const answer = await call('POST', BOT_SUPPORT_REPLY_TARGET_PATH, {
        chat_id: String(chatId),
        message_id: messageId,
      });
      return supportReplyTargetResponseSchema.parse(answer).ticket;
    },
  };
}
