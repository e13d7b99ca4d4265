import { appealAnchorSchema, createAppealTickets } from './appeal-tickets';
import { type BotBaseOptions, createBotBaseRequest } from './bot-base-request';
import { createServerStorage } from './server-storage';
import { createSupportConversations, supportConversationSchema } from './support-conversation';
import { createServerSupportDesk } from './support-desk';
import type { SupportFeatureOptions } from './support-feature';

/** What `createBot` needs for the help bot besides its own settings. */
export type SupportDeps = Pick<SupportFeatureOptions, 'conversations' | 'desk' | 'appeals'>;

/**
 * The help bot over the server's bot base: conversation state, tickets and the messages that
 * carry appeals kept by the server.
 */
export function createServerSupport(
  options: BotBaseOptions,
): SupportDeps & Required<Pick<SupportDeps, 'appeals'>> {
  const call = createBotBaseRequest(options);
  const desk = createServerSupportDesk(call);
  return {
    conversations: createSupportConversations(createServerStorage(call, supportConversationSchema)),
    desk,
    appeals: createAppealTickets({ desk, storage: createServerStorage(call, appealAnchorSchema) }),
  };
}
