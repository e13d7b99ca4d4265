export type { BotContext } from './bot-context';
export { type BotOptions, createBot } from './create-bot';
export * from './features/notifications/index';
export { createServerStartSources, type StartSourceRecorder } from './start-sources';
export { createTranslate, type Translate } from './translate';
