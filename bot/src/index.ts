export type { BotContext } from './bot-context';
export { type BotOptions, createBot } from './create-bot';
export { createServerStartSources, type StartSourceRecorder } from './start-sources';
export * from './features/notifications/index';
export { createTranslate, type Translate } from './translate';
