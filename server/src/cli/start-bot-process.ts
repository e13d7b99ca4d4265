import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config/config';

/**
 * The bot runs beside the server as its own process (the server never imports the bot); it
 * inherits the environment (BOT_TOKEN, PUBLIC_URL), calls the server's bot base at
 * FERRY_SERVER_URL (this server's own address) and stops with the server.
 */
export function startBotProcess(
  publicUrl: string,
  serverUrl: string,
  bot: { mode: 'polling' | 'webhook'; webhookPort: number },
): void {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'bot/src/main.ts')], {
    cwd: path.join(REPO_ROOT, 'bot'),
    env: {
      ...process.env,
      PUBLIC_URL: publicUrl,
      FERRY_SERVER_URL: serverUrl,
      // The server forwards /bot/webhook to this port, so both read the same one.
      BOT_MODE: bot.mode,
      BOT_WEBHOOK_PORT: String(bot.webhookPort),
    },
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`The bot stopped with exit code ${code}`);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => child.kill(signal));
}
