/** The one bus topic every instance's sockets listen on; the message names the user. */
export const USER_EVENTS_TOPIC = 'user-events';

/** An outbox event as it travels the bus: delivered at least once, deduplicated by `seq`. */
export interface UserEventMessage {
  user_id: string;
  seq: number;
  topic: string;
  payload: Record<string, unknown>;
}

/** Bus messages come from other processes too: anything malformed is dropped, not trusted. */
export function readUserEventMessage(message: unknown): UserEventMessage | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { user_id, seq, topic, payload } = message as Record<string, unknown>;
  const isWellFormed =
    typeof user_id === 'string' &&
    typeof seq === 'number' &&
    Number.isSafeInteger(seq) &&
    seq > 0 &&
    typeof topic === 'string' &&
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload);
  if (!isWellFormed) return undefined;
  return { user_id, seq, topic, payload: payload as Record<string, unknown> };
}
