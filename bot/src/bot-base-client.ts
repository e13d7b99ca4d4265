import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import type { z } from 'zod';

export interface BotBaseClientOptions {
  /** Where the server listens (the bot runs beside it). */
  serverUrl: string;
  botToken: string;
  fetch?: typeof fetch;
}

/** One call to the server's bot base, proven with the bot's service key, its answer checked. */
export type BotBaseCall = <Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  response: Schema,
  body?: unknown,
) => Promise<z.infer<Schema>>;

/** The bot reaches server data only through here: `/bot/...` routes with the service key. */
export function createBotBaseClient(options: BotBaseClientOptions): BotBaseCall {
  const send = options.fetch ?? fetch;
  const root = options.serverUrl.replace(/\/+$/, '');
  const key = deriveBotServiceKey(options.botToken);
  return async (method, path, response, body) => {
    const answer = await send(`${root}${path}`, {
      method,
      headers: {
        [BOT_SERVICE_KEY_HEADER]: key,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!answer.ok)
      throw new Error(`The server's bot base answered HTTP ${answer.status} to ${method} ${path}`);
    return response.parse(await answer.json());
  };
}
