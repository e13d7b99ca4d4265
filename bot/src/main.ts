import { randomUUID } from 'node:crypto';
import { BOT_WEBHOOK_PATH } from '@ferry/shared/contracts';
import { run } from '@grammyjs/runner';
import { serve } from '@hono/node-server';
import { createBotBaseClient } from './bot-base-client';
import { setUpBotProfile } from './bot-profile';
import { createServerBotUsers } from './bot-users';
import { createServerBotVerification } from './bot-verification';
import { createBot } from './create-bot';
import { createServerChatPayments } from './features/chat-payments/index';
import { createServerNotifications, startNotificationConsumer } from './features/notifications/index';
import { createServerSupport } from './features/support';
import { readBotConfig } from './read-bot-config';
import { createServerStartSources } from './start-sources';
import { createTranslate } from './translate';
import { createWebhookApp } from './webhook-app';

/**
 * Runs the bot with its settings from the environment (README table: BOT_TOKEN, PUBLIC_URL,
 * TELEGRAM_API_ROOT, BOT_MODE, BOT_WEBHOOK_SECRET, BOT_WEBHOOK_PORT, BOT_USERNAME,
 * MINIAPP_SHORT_NAME, FERRY_SERVER_URL, SUPPORT_CHAT_ID). `pnpm start` launches it when BOT_TOKEN is set.
 */
let config: ReturnType<typeof readBotConfig>;
try {
  config = readBotConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const serverUrl = process.env.FERRY_SERVER_URL ?? config.publicUrl;
if (!URL.canParse(serverUrl) || !/^https?:$/.test(new URL(serverUrl).protocol)) {
  console.error(`FERRY_SERVER_URL must be an http(s) address, not "${serverUrl}".`);
  process.exit(1);
}
const botBase = createBotBaseClient({ serverUrl, botToken: config.token });
const notificationServer = createServerNotifications({ serverUrl, botToken: config.token });
const support = createServerSupport({ serverUrl, botToken: config.token });
const chatPayments = createServerChatPayments(botBase);
const bot = await createBot(config, {
  startSources: createServerStartSources({ serverUrl, botToken: config.token }),
  users: createServerBotUsers(botBase),
  verification: createServerBotVerification(botBase),
  chatReachability: notificationServer,
  chatPayments,
  support,
  onError: (error) => console.error('bot handler failed', error),
});
await bot.init();
const translate = await createTranslate();
// A Bot API without these calls (a local emulator) leaves Telegram's defaults; the bot still runs.
await setUpBotProfile(bot.api, config, translate).catch((error: unknown) =>
  console.error('could not set the bot commands and menu button', error),
);

// Status notifications: the server's event stream, each message sent once across instances.
const notifications = startNotificationConsumer({
  token: config.token,
  ...(config.apiRoot ? { apiRoot: config.apiRoot } : {}),
  server: notificationServer,
  translate,
  links: {
    publicUrl: config.publicUrl,
    botUsername: config.botUsername ?? bot.botInfo.username,
    ...(config.miniAppShortName ? { miniAppShortName: config.miniAppShortName } : {}),
  },
  claimant: `bot-${process.pid}-${randomUUID().slice(0, 8)}`,
  chatPayments,
  // Appeals against a hold become help-bot tickets, forwarded to the support chat when set.
  appeals: {
    tickets: support.appeals,
    ...(config.supportChatId === undefined ? {} : { supportChatId: config.supportChatId }),
  },
  onError: (error) => console.error('status notification failed', error),
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void notifications.stop());

if (config.mode === 'webhook' && config.webhookSecret) {
  // The server forwards its public /bot/webhook to this loopback listener (docs/decisions.md).
  const listener = serve({
    fetch: createWebhookApp(bot, config.webhookSecret).fetch,
    port: config.webhookPort,
    hostname: '127.0.0.1',
  });
  await bot.api.setWebhook(`${config.publicUrl}${BOT_WEBHOOK_PATH}`, {
    secret_token: config.webhookSecret,
    allowed_updates: ['message', 'callback_query', 'my_chat_member', 'inline_query', 'chosen_inline_result'],
  });
  console.warn(`bot @${bot.botInfo.username} takes updates at ${config.publicUrl}${BOT_WEBHOOK_PATH}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => listener.close());
} else {
  // A webhook left from an earlier webhook run would keep getUpdates from answering.
  await bot.api.deleteWebhook();
  const runner = run(bot);
  console.warn(`bot @${bot.botInfo.username} is polling for updates`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (runner.isRunning()) void runner.stop();
    });
  }
}
