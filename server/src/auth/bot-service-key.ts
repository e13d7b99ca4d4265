import { createHash, timingSafeEqual } from 'node:crypto';
import { BOT_SERVICE_KEY_HEADER, DomainError, deriveBotServiceKey } from '@ferry/shared/domain';

/** Compares digests, so neither the length nor the content of the sent key leaks by timing. */
function isSameKey(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * The bot base's gate: only the bot, proving itself with the key derived from its token, passes.
 * Answers SERVICE_UNAVAILABLE while no bot is configured and UNAUTHORIZED_REQUEST otherwise.
 */
export function requireBotServiceKey(
  botToken: string | undefined,
  readHeader: (name: string) => string | undefined,
): string {
  if (!botToken) throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'telegram_not_configured' });
  const sent = readHeader(BOT_SERVICE_KEY_HEADER) ?? '';
  if (!isSameKey(sent, deriveBotServiceKey(botToken)))
    throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'bot_key_invalid' });
  return botToken;
}
