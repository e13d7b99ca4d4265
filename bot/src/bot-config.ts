/** How the bot takes its updates: long polling (`@grammyjs/runner`) or a webhook with a secret token. */
export type BotMode = 'polling' | 'webhook';

/** Everything the bot reads from its settings; `readBotConfig` builds it from the environment. */
export interface BotConfig {
  token: string;
  /** Bot API root; unset means Telegram's. Tests point it at telegram-test-api. */
  apiRoot?: string;
  /** Where users reach the server; the mini-app lives below it. */
  publicUrl: string;
  /** The bot's @username without "@", for `https://t.me/<bot>/<app>?startapp=…` links. */
  botUsername?: string;
  /** The mini-app's short name at @BotFather, the `<app>` of those links. */
  miniAppShortName?: string;
  mode: BotMode;
  /** The secret Telegram sends in `X-Telegram-Bot-Api-Secret-Token` (webhook mode). */
  webhookSecret?: string;
  /** The loopback port the webhook app listens on; the server forwards `/bot/webhook` there. */
  webhookPort: number;
}
