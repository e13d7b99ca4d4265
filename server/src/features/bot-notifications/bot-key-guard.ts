import { createHash, timingSafeEqual } from 'node:crypto';
import { BOT_SERVICE_KEY_HEADER, DomainError, deriveBotServiceKey } from '@ferry/shared/domain';
import type { Context } from 'hono';
import type { Config } from '../../config/config';

/** Compares digests, so neither the length nor the content of the sent key leaks by timing. */
function isSameKey(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Lets only the bot through: the key derived from the bot token, in the service-key header. */
export function requireBotKey(c: Context, config: Config): void {
  const botToken = config.botToken;
  if (!botToken) throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'telegram_not_configured' });
  const sent = c.req.header(BOT_SERVICE_KEY_HEADER) ?? '';
  if (!isSameKey(sent, deriveBotServiceKey(botToken)))
    throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'bot_key_invalid' });
}

/** Reads and validates a JSON body with a contract schema (400 for anything else). */
export async function readBotBody<T>(
  request: Request,
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): Promise<T> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new DomainError('BAD_REQUEST', { reason: 'body_not_json' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new DomainError('VALIDATION_ERROR', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), key: issue.message })),
    });
  }
  return parsed.data;
}
