export type { BotContext } from './bot-context';
export { type BotOptions, createBot } from './create-bot';
export { createServerSupport, parseSupportChatId, type SupportDeps } from './features/support';
export { createServerStartSources, type StartSourceRecorder } from './start-sources';
