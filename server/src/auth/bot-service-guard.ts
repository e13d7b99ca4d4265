import { createHash, timingSafeEqual } from 'node:crypto';
import { BOT_SERVICE_KEY_HEADER, DomainError, deriveBotServiceKey } from '@ferry/shared/domain';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config/config';
import type { AppEnv } from '../http/app-env';

/** Compares digests, so neither the length nor the content of the sent key leaks by timing. */
function isSameKey(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Lets through only the bot: it proves itself with the key derived from the bot token, in
 * `BOT_SERVICE_KEY_HEADER`. Without a bot token the bot base is off.
 */
export function requireBotServiceKey(config: Pick<Config, 'botToken'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const botToken = config.botToken;
    if (!botToken) throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'telegram_not_configured' });
    const sent = c.req.header(BOT_SERVICE_KEY_HEADER) ?? '';
    if (!isSameKey(sent, deriveBotServiceKey(botToken)))
      throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'bot_key_invalid' });
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
