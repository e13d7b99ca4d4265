import { BOT_WEBHOOK_PATH } from '@ferry/shared/contracts';
import { type Bot, webhookCallback } from 'grammy';
import { Hono } from 'hono';
import type { BotContext } from './bot-context';

/**
 * The bot's small hono app (BOT_MODE=webhook): `POST /bot/webhook` takes Telegram's updates and
 * answers 401 to a request without the secret token Telegram was given in `setWebhook`. The
 * server forwards its public `/bot/webhook` here; each feature's error boundary keeps a failing
 * handler from making Telegram redeliver the update forever.
 */
export function createWebhookApp(bot: Bot<BotContext>, secretToken: string): Hono {
  return new Hono().post(BOT_WEBHOOK_PATH, webhookCallback(bot, 'hono', { secretToken }));
}
