import {
  activateBotChatPaymentResponseSchema,
  BOT_BASE_PATH,
  botChatPaymentDraftResponseSchema,
} from '@ferry/shared/contracts';
import { z } from 'zod';
import type { BotBaseCall } from '../../bot-base-client';

export type ChatPaymentDraft = z.infer<typeof botChatPaymentDraftResponseSchema>;
export type ChatPaymentActivation = z.infer<typeof activateBotChatPaymentResponseSchema>;

/** The server's chat payment calls the bot makes (`/bot/chat-payments/...`). */
export interface ChatPaymentServer {
  /** The draft an inline query shows (nothing held). */
  draft(telegramUserId: string, query: string, displayName: string | null): Promise<ChatPaymentDraft>;
  /** The inline result was sent: the card becomes waiting (a send card holds its money). */
  activate(
    id: string,
    telegramUserId: string,
    inlineMessageId: string | null,
  ): Promise<ChatPaymentActivation>;
  /** The creator's prepared inline message, for the mini-app's shareMessage. */
  recordPrepared(id: string, telegramUserId: string, preparedId: string, expiresAt: Date): Promise<boolean>;
}

const recorded = z.object({ is_recorded: z.boolean() });

export function createServerChatPayments(call: BotBaseCall): ChatPaymentServer {
  const path = (id: string, action: string) =>
    `${BOT_BASE_PATH}/chat-payments/${encodeURIComponent(id)}/${action}`;
  return {
    draft: (telegramUserId, query, displayName) =>
      call('POST', `${BOT_BASE_PATH}/chat-payments/drafts`, botChatPaymentDraftResponseSchema, {
        telegram_user_id: telegramUserId,
        query: query.slice(0, 256),
        display_name: displayName?.slice(0, 200) ?? null,
      }),
    activate: (id, telegramUserId, inlineMessageId) =>
      call('POST', path(id, 'activate'), activateBotChatPaymentResponseSchema, {
        telegram_user_id: telegramUserId,
        inline_message_id: inlineMessageId,
      }),
    recordPrepared: async (id, telegramUserId, preparedId, expiresAt) =>
      (
        await call('POST', path(id, 'prepared-message'), recorded, {
          telegram_user_id: telegramUserId,
          prepared_message_id: preparedId,
          expires_at: expiresAt.toISOString(),
        })
      ).is_recorded,
  };
}
