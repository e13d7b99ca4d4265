import type { StorageAdapter } from 'grammy';
import { z } from 'zod';

/**
 * Where a chat stands in "Contact support": the bot asked for the message and waits for it. Kept
 * in real storage (the server's), so a restart or another bot instance picks up the same step.
 */
export const supportConversationSchema = z.object({
  step: z.literal('awaiting_message'),
  started_at_ms: z.number().int().nonnegative(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** A question left unanswered this long is forgotten: the next message is just a message. */
export const SUPPORT_CONVERSATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface SupportConversations {
  start(chatId: number): Promise<void>;
  /** The chat's open conversation, or undefined (none, or expired). */
  current(chatId: number): Promise<SupportConversation | undefined>;
  end(chatId: number): Promise<void>;
}

export function createSupportConversations(
  storage: StorageAdapter<SupportConversation>,
  nowMs: () => number = Date.now,
): SupportConversations {
  const keyOf = (chatId: number) => `support:${chatId}`;
  return {
    async start(chatId) {
      await storage.write(keyOf(chatId), { step: 'awaiting_message', started_at_ms: nowMs() });
    },
    async current(chatId) {
      const state = await storage.read(keyOf(chatId));
      if (!state || nowMs() - state.started_at_ms > SUPPORT_CONVERSATION_TTL_MS) return undefined;
      return state;
    },
    async end(chatId) {
      await storage.delete(keyOf(chatId));
    },
  };
}
