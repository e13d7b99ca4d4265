export { type BotBaseCall, createBotBaseCall } from './bot-base-client';
export { createServerStorage } from './server-storage';
export { createServerSupport, parseSupportChatId, type SupportDeps } from './server-support';
export {
  createSupportConversations,
  type SupportConversation,
  supportConversationSchema,
} from './support-conversation';
export { createServerSupportDesk, type SupportDesk } from './support-desk';
export { createSupportFeature, type SupportFeatureOptions } from './support-feature';
export { addSupportButton } from './support-keyboards';
