import type { StartSourceBody } from '@ferry/shared/contracts';
import { BOT_START_SOURCE_PATH } from '@ferry/shared/contracts';
import { type Attribution, BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';

/**
 * The bot's port for "remember where this Telegram user came from": `/start` links carry the
 * referrer and the campaign, but the mini-app button they lead to has no signed place for them,
 * so the server keeps them until the user registers. The bot never reaches into the server.
 */
export interface StartSourceRecorder {
  remember(telegramUserId: bigint, attribution: Attribution): Promise<void>;
}

export interface ServerStartSourcesOptions {
  /** Where the server listens (the bot runs beside it). */
  serverUrl: string;
  botToken: string;
  fetch?: typeof fetch;
}

/** The body of `POST /bot/start-source`, named as the spec names the messenger source. */
export function toStartSourceBody(telegramUserId: bigint, attribution: Attribution): StartSourceBody {
  return {
    telegram_user_id: telegramUserId.toString(),
    referrer_telegram_id: attribution.referrerTelegramId?.toString() ?? null,
    utm_s: attribution.utm.source ?? null,
    utm_m: attribution.utm.medium ?? null,
    utm_c: attribution.utm.campaign ?? null,
    utm_t: attribution.utm.term ?? null,
  };
}

/** The recorder that posts to the server's bot base, proving itself with the bot's service key. */
export function createServerStartSources(options: ServerStartSourcesOptions): StartSourceRecorder {
  const send = options.fetch ?? fetch;
  const url = `${options.serverUrl.replace(/\/+$/, '')}${BOT_START_SOURCE_PATH}`;
  const key = deriveBotServiceKey(options.botToken);
  return {
    async remember(telegramUserId, attribution) {
      const response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [BOT_SERVICE_KEY_HEADER]: key },
        body: JSON.stringify(toStartSourceBody(telegramUserId, attribution)),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`The server refused the start source: HTTP ${response.status}`);
    },
  };
}
