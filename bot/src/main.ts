import { run } from '@grammyjs/runner';
import { createBot } from './create-bot';
import { readBotConfig } from './read-bot-config';
import { createServerStartSources } from './start-sources';

/**
 * Runs the bot with its settings from the environment (README table: BOT_TOKEN, PUBLIC_URL,
 * TELEGRAM_API_ROOT, BOT_MODE, BOT_USERNAME, MINIAPP_SHORT_NAME, FERRY_SERVER_URL).
 * `pnpm start` launches it when BOT_TOKEN is set.
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
const bot = await createBot(config, {
  startSources: createServerStartSources({ serverUrl, botToken: config.token }),
  onError: (error) => console.error('bot handler failed', error),
});

await bot.api.setMyCommands([
  { command: 'start', description: 'Open Ferry' },
  { command: 'help', description: 'How Ferry works and where to get help' },
]);
// Telegram opens menu-button mini-apps only from https addresses.
if (config.publicUrl.startsWith('https://')) {
  await bot.api.setChatMenuButton({
    menu_button: {
      type: 'web_app',
      text: 'Ferry',
      web_app: { url: `${config.publicUrl}/messenger/exchange` },
    },
  });
}
await bot.init();
const runner = run(bot);
console.warn(`bot @${bot.botInfo.username} is polling for updates`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (runner.isRunning()) void runner.stop();
  });
}
