import { SESSION_CHANGED_TOPIC } from '../auth/session-states';
import type { Bus } from '../bus/bus';
import type { Logger } from '../logging/logger';
import type { SocketOwner } from './socket-auth';
import { readUserEventMessage, USER_EVENTS_TOPIC, type UserEventMessage } from './user-event-message';

/** One open socket as the hub sees it. */
export interface HubConnection {
  owner: SocketOwner;
  receive(event: UserEventMessage): void;
  /** Checks the session again and closes the socket when it ended. */
  recheckSession(): void;
}

export interface RealtimeHub {
  add(connection: HubConnection): void;
  remove(connection: HubConnection): void;
  connections(): IterableIterator<HubConnection>;
  count(): number;
  close(): Promise<void>;
}

/**
 * This instance's open sockets by user. It listens on the bus once, not once per socket: every
 * instance receives every user's events and hands each only to that user's sockets here.
 */
export async function createRealtimeHub(bus: Bus, logger: Logger): Promise<RealtimeHub> {
  const byUser = new Map<string, Set<HubConnection>>();
  const all = new Set<HubConnection>();

  const stopEvents = await bus.subscribe(USER_EVENTS_TOPIC, (message) => {
    const event = readUserEventMessage(message);
    if (!event) {
      logger.warn({ topic: USER_EVENTS_TOPIC }, 'dropped a malformed user event');
      return;
    }
    for (const connection of byUser.get(event.user_id) ?? []) connection.receive(event);
  });

  const stopSessions = await bus.subscribe(SESSION_CHANGED_TOPIC, (message) => {
    const { sessionId, userId } = (message ?? {}) as { sessionId?: unknown; userId?: unknown };
    const affected = [...all].filter(
      (connection) => connection.owner.sessionId === sessionId || connection.owner.userId === userId,
    );
    // The session cache drops its copy in its own handler of this message; checking on the next
    // turn reads the fresh state whatever order the handlers run in.
    if (affected.length > 0)
      setImmediate(() => {
        for (const connection of affected) connection.recheckSession();
      });
  });

  return {
    add(connection) {
      all.add(connection);
      const set = byUser.get(connection.owner.userId) ?? new Set<HubConnection>();
      set.add(connection);
      byUser.set(connection.owner.userId, set);
    },
    remove(connection) {
      all.delete(connection);
      const set = byUser.get(connection.owner.userId);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) byUser.delete(connection.owner.userId);
    },
    connections: () => all.values(),
    count: () => all.size,
    async close() {
      await Promise.allSettled([stopEvents(), stopSessions()]);
      byUser.clear();
      all.clear();
    },
  };
}
