import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';

export interface BotBaseOptions {
  /** Where the server listens (the bot runs beside it). */
  serverUrl: string;
  botToken: string;
  fetch?: typeof fetch;
}

export class BotBaseError extends Error {
  override readonly name = 'BotBaseError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the server's bot base with the bot's service key; answers the parsed JSON (or null). */
export type BotBaseRequest = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<unknown>;

export function createBotBaseRequest(options: BotBaseOptions): BotBaseRequest {
  const send = options.fetch ?? fetch;
  const root = options.serverUrl.replace(/\/+$/, '');
  const key = deriveBotServiceKey(options.botToken);
  return async (method, path, body) => {
    const response = await send(`${root}${path}`, {
      method,
      headers: {
        [BOT_SERVICE_KEY_HEADER]: key,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) {
      throw new BotBaseError(
        response.status,
        `The server refused ${method} ${path}: HTTP ${response.status}`,
      );
    }
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  };
}
