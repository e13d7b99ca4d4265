import type { EventReplay } from './event-replay';
import type { UserEventMessage } from './user-event-message';

const PAGE_SIZE = 500;
/** Past this many live events held during a catch-up, they are dropped and read again from the database. */
const MAX_BUFFERED = 5000;

interface Dependencies {
  userId: string;
  replay: EventReplay;
  send(event: UserEventMessage): void;
  /** The replay is done; `lastSeq` is the newest event sent (or known) so far. */
  sendReady(lastSeq: number): void;
  onError(error: unknown): void;
}

export interface EventStream {
  /** Replays the events after `afterSeq` (none when undefined: live from now), then goes live. */
  start(afterSeq: number | undefined): void;
  /** A live event for this user from the bus, possibly late, repeated or out of order. */
  push(event: UserEventMessage): void;
  close(): void;
}

/**
 * One socket's view of one user's events: each sequence number once, in order, none missing.
 * Live events that arrive while the database is being read wait in a buffer; a live event that
 * skips a number (two dispatchers can publish one user's events out of order) sends the stream
 * back to the database, which holds every committed event: an event is published only after
 * its transaction commits, and a user's sequence numbers are handed out under a row lock, so
 * every lower number is committed by then.
 */
export function createEventStream(deps: Dependencies): EventStream {
  let lastSeq = 0;
  let isCatchingUp = true;
  let hasOverflowed = false;
  let buffered: UserEventMessage[] = [];
  let isClosed = false;
  let chain: Promise<void> = Promise.resolve();

  const enqueue = (work: () => Promise<void>) => {
    chain = chain
      .then(() => (isClosed ? undefined : work()))
      .catch((error: unknown) => {
        if (!isClosed) deps.onError(error);
      });
  };

  const deliver = (event: UserEventMessage) => {
    deps.send(event);
    lastSeq = event.seq;
  };

  /** Sends what waits in the buffer; false when a number is still missing. */
  const drainBuffer = (): boolean => {
    const waiting = buffered.sort((a, b) => a.seq - b.seq);
    buffered = [];
    for (const [index, event] of waiting.entries()) {
      if (event.seq <= lastSeq) continue;
      if (event.seq !== lastSeq + 1) {
        buffered = waiting.slice(index);
        return false;
      }
      deliver(event);
    }
    return true;
  };

  const catchUp = async () => {
    isCatchingUp = true;
    for (;;) {
      let readCount = 0;
      for (;;) {
        const rows = await deps.replay.readAfter(deps.userId, lastSeq, PAGE_SIZE);
        if (isClosed) return;
        readCount += rows.length;
        for (const row of rows) if (row.seq > lastSeq) deliver(row);
        if (rows.length < PAGE_SIZE) break;
      }
      if (hasOverflowed) {
        hasOverflowed = false;
        continue;
      }
      if (drainBuffer()) break;
      // The database had nothing more, yet a number is missing: the history was trimmed, so the
      // stream accepts the gap rather than wait for an event that will never come.
      if (readCount === 0) {
        lastSeq = (buffered[0]?.seq ?? lastSeq + 1) - 1;
        if (drainBuffer()) break;
      }
    }
    isCatchingUp = false;
  };

  return {
    start(afterSeq) {
      enqueue(async () => {
        const newestSeq = await deps.replay.readLastSeq(deps.userId);
        // A client ahead of the server (its history restarted) is brought back to what exists.
        lastSeq = afterSeq === undefined ? newestSeq : Math.min(afterSeq, newestSeq);
        await catchUp();
        if (!isClosed) deps.sendReady(lastSeq);
      });
    },
    push(event) {
      if (isClosed || event.seq <= lastSeq) return;
      if (isCatchingUp) {
        buffered.push(event);
        if (buffered.length > MAX_BUFFERED) {
          buffered = [];
          hasOverflowed = true;
        }
        return;
      }
      if (event.seq === lastSeq + 1) {
        deliver(event);
        return;
      }
      buffered.push(event);
      isCatchingUp = true;
      enqueue(catchUp);
    },
    close() {
      isClosed = true;
      buffered = [];
    },
  };
}
