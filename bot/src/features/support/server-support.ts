import { type BotBaseOptions, createBotBaseCall } from './bot-base-client';
import { createServerStorage } from './server-storage';
import { createSupportConversations, supportConversationSchema } from './support-conversation';
import { createServerSupportDesk } from './support-desk';
import type { SupportFeatureOptions } from './support-feature';

/** What `createBot` needs for the help bot besides its own settings. */
export type SupportDeps = Pick<SupportFeatureOptions, 'conversations' | 'desk' | 'supportChatId'>;

/** The help bot over the server's bot base: conversation state and tickets kept by the server. */
export function createServerSupport(options: BotBaseOptions & { supportChatId?: number }): SupportDeps {
  const call = createBotBaseCall(options);
  return {
    conversations: createSupportConversations(createServerStorage(call, supportConversationSchema)),
    desk: createServerSupportDesk(call),
    ...(options.supportChatId === undefined ? {} : { supportChatId: options.supportChatId }),
  };
}

/** `SUPPORT_CHAT_ID`: a Telegram chat id (groups are negative); unset or empty means none. */
export function parseSupportChatId(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^-?[1-9]\d{0,15}$/.test(value.trim())) {
    throw new Error(`SUPPORT_CHAT_ID must be a Telegram chat id such as -1001234567890, not "${value}".`);
  }
  return Number(value.trim());
}
