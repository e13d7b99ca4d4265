import { loadConfig } from '../config/config';
import { runServer } from '../run-server';
import { ensureAppsBuilt } from './ensure-apps-built';
import { startBotProcess } from './start-bot-process';

const write = (line: string) => process.stdout.write(`${line}\n`);

function botLine(config: ReturnType<typeof loadConfig>): string {
  if (!config.botToken) return '  Bot           off (set BOT_TOKEN to run it)';
  if (!config.isBotPolling) return '  Bot           token set for sign-in; bot off (BOT_POLLING=false)';
  if (config.bot.mode === 'webhook') return `  Bot           webhook at ${config.publicUrl}/bot/webhook`;
  return '  Bot           polling Telegram (BOT_TOKEN is set)';
}

// Configuration is checked before a possibly long build, so a typo fails at once.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

ensureAppsBuilt(write);

await runServer((server) => {
  const base = server.url;
  write('');
  write('Ferry is running');
  write(`  Web app       ${base}/exchange`);
  write(`  Widget        ${base}/frame/exchange`);
  write(`  Mini-app      ${base}/messenger/exchange`);
  write(`  Health        ${base}/health`);
  write(`  API (OpenAPI) ${base}/api/client/v1/openapi.json`);
  write(`  Card details  ${server.cardDetailsOrigin}/card-iframe-stub (its own origin)`);
  write(botLine(config));
  write('');
  if (config.botToken && config.isBotPolling) startBotProcess(config.publicUrl, server.url, config.bot);
});
