import { BOT_WEBHOOK_PATH, forwardBotWebhook } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { fetchConfigured, type OutboundFetch } from '../../http/outbound/outbound';
import { defineWireRoute } from '../../http/wire-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';

/** Telegram waits about a minute for a webhook; the bot's own handlers stop at 10 s. */
const FORWARD_TIMEOUT_MS = 15_000;
const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

/**
 * `POST /bot/webhook` (BOT_MODE=webhook): the public address Telegram posts updates to. The bot
 * runs as its own process (the server never imports it), so the request goes on unchanged to
 * the bot's webhook app on the loopback port, which checks the secret token (401 without it)
 * and handles the update; its answer comes back as it is. A bot that is not listening is a 503,
 * which Telegram retries.
 */
export function createBotWebhookModule(ctx: ModuleContext, send: OutboundFetch = fetchConfigured): AppModule {
  if (ctx.config.bot.mode !== 'webhook' || !ctx.config.botToken) return { routes: [] };
  const target = `http://127.0.0.1:${ctx.config.bot.webhookPort}${BOT_WEBHOOK_PATH}`;
  const forward = defineWireRoute(forwardBotWebhook, async ({ c, bytes }) => {
    const secret = c.req.header(SECRET_HEADER);
    let answer: Response;
    try {
      answer = await send(target, {
        method: 'POST',
        headers: {
          'Content-Type': c.req.header('Content-Type') ?? 'application/json',
          ...(secret === undefined ? {} : { [SECRET_HEADER]: secret }),
        },
        body: bytes ?? null,
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'bot_not_listening' });
    }
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' },
    });
  });
  return { routes: [forward] };
}
