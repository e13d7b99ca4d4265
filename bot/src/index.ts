export type { BotConfig, BotMode } from './bot-config';
export type { BotContext } from './bot-context';
export type { BotDeps } from './bot-deps';
export { createBot } from './create-bot';
export { createServerStartSources, type StartSourceRecorder } from './start-sources';
