import { createBot } from './create-bot';
import { createServerSupport, parseSupportChatId } from './features/support';
import { createServerStartSources } from './start-sources';

/**
 * Runs the bot with long polling: BOT_TOKEN (required), PUBLIC_URL (where the mini-app lives),
 * BOT_API_ROOT (optional, a local Bot API), FERRY_SERVER_URL (where the server listens for the
 * bot's calls; PUBLIC_URL when unset), SUPPORT_CHAT_ID (the agents' chat tickets go to; unset: the
 * server mails them to the support address). `pnpm start` launches it when BOT_TOKEN is set.
 */
const token = process.env.BOT_TOKEN;
if (!token) {
  console.error('BOT_TOKEN is not set; the bot stays off.');
  process.exit(1);
}
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(
  /\/+$/,
  '',
);
const serverUrl = process.env.FERRY_SERVER_URL ?? publicUrl;
if (!URL.canParse(serverUrl) || !/^https?:$/.test(new URL(serverUrl).protocol)) {
  console.error(`FERRY_SERVER_URL must be an http(s) address, not "${serverUrl}".`);
  process.exit(1);
}
let supportChatId: number | undefined;
try {
  supportChatId = parseSupportChatId(process.env.SUPPORT_CHAT_ID);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const bot = await createBot({
  token,
  publicUrl,
  startSources: createServerStartSources({ serverUrl, botToken: token }),
  support: createServerSupport({
    serverUrl,
    botToken: token,
    ...(supportChatId === undefined ? {} : { supportChatId }),
  }),
  ...(process.env.BOT_API_ROOT ? { apiRoot: process.env.BOT_API_ROOT } : {}),
  onError: (error) => console.error('bot handler failed', error),
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void bot.stop());

await bot.api.setMyCommands([
  { command: 'start', description: 'Open Ferry' },
  { command: 'help', description: 'How Ferry works and where to get help' },
]);
// Telegram opens menu-button mini-apps only from https addresses.
if (publicUrl.startsWith('https://')) {
  await bot.api.setChatMenuButton({
    menu_button: { type: 'web_app', text: 'Ferry', web_app: { url: `${publicUrl}/messenger/exchange` } },
  });
}
await bot.start({ onStart: (info) => console.warn(`bot @${info.username} is polling for updates`) });
