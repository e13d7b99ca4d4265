import {
  BOT_CHAT_REACHABILITY_PATH,
  BOT_EVENTS_PATH,
  BOT_NOTIFICATION_CLAIM_PATH,
  BOT_NOTIFICATION_EVENT,
  BOT_NOTIFICATION_SENT_PATH,
  type BotNotification,
  botChatReachabilityResponseSchema,
  botNotificationClaimResponseSchema,
  botNotificationSchema,
  botNotificationSentResponseSchema,
} from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** What the notifications feature needs of the server: its bot base, and nothing else. */
export interface NotificationServer {
  /**
   * Streams notifications until `signal` aborts or the connection ends (then it resolves);
   * `lastEventId` resumes after that event.
   */
  stream(
    lastEventId: string | null,
    onNotification: (notification: BotNotification) => void,
    signal: AbortSignal,
  ): Promise<void>;
  claim(eventId: string, claimant: string): Promise<boolean>;
  markSent(eventId: string, claimant: string): Promise<void>;
  setReachable(telegramUserId: string, isReachable: boolean): Promise<void>;
}

export interface ServerNotificationOptions {
  serverUrl: string;
  botToken: string;
  onError?(error: unknown): void;
}

/** The bot base over HTTP, with the bot's service key; the stream is server-sent events. */
export function createServerNotifications(options: ServerNotificationOptions): NotificationServer {
  const base = options.serverUrl.replace(/\/+$/, '');
  const key = deriveBotServiceKey(options.botToken);
  async function post<T>(path: string, body: unknown, schema: { parse(value: unknown): T }): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [BOT_SERVICE_KEY_HEADER]: key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The server answered ${path} with HTTP ${response.status}`);
    return schema.parse(await response.json());
  }
  return {
    async stream(lastEventId, onNotification, signal) {
      const response = await fetch(`${base}${BOT_EVENTS_PATH}`, {
        headers: {
          Accept: 'text/event-stream',
          [BOT_SERVICE_KEY_HEADER]: key,
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        signal,
      });
      if (!response.ok || !response.body)
        throw new Error(`The server refused the event stream: HTTP ${response.status}`);
      const events = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream());
      try {
        for await (const event of events) {
          if (event.event !== BOT_NOTIFICATION_EVENT) continue;
          const parsed = botNotificationSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) onNotification(parsed.data);
          else options.onError?.(new Error(`Dropped a malformed notification ${event.id ?? ''}`));
        }
      } catch (error) {
        if (!signal.aborted) throw error;
      }
    },
    async claim(eventId, claimant) {
      const answer = await post(
        BOT_NOTIFICATION_CLAIM_PATH,
        { event_id: eventId, claimant },
        botNotificationClaimResponseSchema,
      );
      return answer.is_claimed;
    },
    async markSent(eventId, claimant) {
      await post(
        BOT_NOTIFICATION_SENT_PATH,
        { event_id: eventId, claimant },
        botNotificationSentResponseSchema,
      );
    },
    async setReachable(telegramUserId, isReachable) {
      await post(
        BOT_CHAT_REACHABILITY_PATH,
        { telegram_user_id: telegramUserId, is_reachable: isReachable },
        botChatReachabilityResponseSchema,
      );
    },
  };
}
