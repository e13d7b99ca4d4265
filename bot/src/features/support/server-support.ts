import { type BotBaseOptions, createBotBaseRequest } from './bot-base-request';
import { createServerStorage } from './server-storage';
import { createSupportConversations, supportConversationSchema } from './support-conversation';
import { createServerSupportDesk } from './support-desk';
import type { SupportFeatureOptions } from './support-feature';

/** What `createBot` needs for the help bot besides its own settings. */
export type SupportDeps = Pick<SupportFeatureOptions, 'conversations' | 'desk'>;

/** The help bot over the server's bot base: conversation state and tickets kept by the server. */
export function createServerSupport(options: BotBaseOptions): SupportDeps {
  const call = createBotBaseRequest(options);
  return {
    conversations: createSupportConversations(createServerStorage(call, supportConversationSchema)),
    desk: createServerSupportDesk(call),
  };
}
