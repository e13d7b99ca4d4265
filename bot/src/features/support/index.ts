export { createAppealAdditions } from './appeal-additions';
export {
  type AppealAnchor,
  type AppealDelivery,
  type AppealTickets,
  type AppealToOpen,
  appealAnchorSchema,
  createAppealTickets,
} from './appeal-tickets';
export { type BotBaseRequest, createBotBaseRequest } from './bot-base-request';
export { createServerStorage } from './server-storage';
export { createServerSupport, type SupportDeps } from './server-support';
export {
  createSupportConversations,
  type SupportConversation,
  supportConversationSchema,
} from './support-conversation';
export { createServerSupportDesk, type SupportDesk } from './support-desk';
export { createSupportFeature, type SupportFeatureOptions } from './support-feature';
export { addSupportButton } from './support-keyboards';
