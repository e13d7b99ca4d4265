import { BOT_NOTIFICATION_EVENT, type BotNotification } from '@ferry/shared/contracts';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Bus } from '../../bus/bus';
import type { Logger } from '../../logging/logger';
import { readUserEventMessage, USER_EVENTS_TOPIC } from '../../realtime/user-event-message';
import { isNotificationWorthy, type NotificationFeed } from './notification-feed';

/** A bot that starts with no cursor is offered the unsent notifications of this long ago. */
export const COLD_START_REPLAY_MS = 24 * 3_600_000;
const KEEPALIVE_MS = 15_000;

interface StreamDeps {
  bus: Bus;
  feed: NotificationFeed;
  logger: Logger;
  nowMs: () => number;
}

/**
 * `GET /bot/events`: the bot's feed of status notifications over server-sent events. It listens
 * on the bus before it reads the outbox, so nothing falls between the replay (after
 * `Last-Event-ID`, or the last day's unsent ones on a cold start) and the live events; an event
 * both read and heard is sent once. Each event's id is its outbox id.
 */
export function writeBotEvents(c: Context, deps: StreamDeps, lastEventId: bigint | null): Response {
  return streamSSE(c, async (stream) => {
    const heard: { userId: string; seq: number }[] = [];
    let wake: (() => void) | null = null;
    const stop = await deps.bus.subscribe(USER_EVENTS_TOPIC, (message) => {
      const event = readUserEventMessage(message);
      if (!event || !isNotificationWorthy(event.topic, event.payload)) return;
      heard.push({ userId: event.user_id, seq: event.seq });
      wake?.();
    });
    let isOpen = true;
    stream.onAbort(() => {
      isOpen = false;
      wake?.();
    });
    const sent = new Set<string>();
    const send = async (notification: BotNotification) => {
      if (sent.has(notification.event_id)) return;
      sent.add(notification.event_id);
      await stream.writeSSE({
        id: notification.event_id,
        event: BOT_NOTIFICATION_EVENT,
        data: JSON.stringify(notification),
      });
    };
    try {
      const from =
        lastEventId === null ? { sinceMs: deps.nowMs() - COLD_START_REPLAY_MS } : { afterId: lastEventId };
      for await (const notification of deps.feed.replay(from)) {
        if (!isOpen) return;
        await send(notification);
      }
      while (isOpen) {
        const next = heard.shift();
        if (next) {
          const notification = await deps.feed.one(next.userId, next.seq);
          if (notification) await send(notification);
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEPALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (isOpen && heard.length === 0) await stream.write(': keep-alive\n\n');
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'the bot event stream ended with an error');
    } finally {
      await stop();
    }
  });
}
