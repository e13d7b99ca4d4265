import { DomainError } from '@ferry/shared/domain';
import type { Context } from 'hono';
import { requireBotServiceKey } from '../../auth/bot-service-key';
import type { Config } from '../../config/config';

/** Lets only the bot through: the key derived from the bot token, in the service-key header. */
export function requireBotKey(c: Context, config: Config): void {
  requireBotServiceKey(config.botToken, (name) => c.req.header(name));
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
