import { LIVE_CLOSE_CODES, type LiveServerFrame, liveClientFrameSchema } from '@ferry/shared/contracts';
import { WebSocket } from 'ws';
import type { SessionStates } from '../auth/session-states';
import type { Logger } from '../logging/logger';
import type { EventReplay } from './event-replay';
import { createEventStream } from './event-stream';
import type { HubConnection, RealtimeHub } from './realtime-hub';
import { isSessionStillLive, type SocketOwner } from './socket-auth';

/** A reader this far behind is cut off; it reconnects with `after` and catches up from the database. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Dependencies {
  hub: RealtimeHub;
  replay: EventReplay;
  sessionStates: SessionStates;
  logger: Logger;
}

export interface LiveConnection extends HubConnection {
  /** One keepalive round: ends a socket that missed the last ping or whose session ended. */
  beat(): void;
  closeGoingAway(): void;
}

/** Serves one accepted socket: replay, live events, resume and ping frames, session checks. */
export function openLiveConnection(
  socket: WebSocket,
  owner: SocketOwner,
  afterSeq: number | undefined,
  deps: Dependencies,
): LiveConnection {
  let isAlive = true;

  const sendFrame = (frame: LiveServerFrame) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(LIVE_CLOSE_CODES.tooSlow, 'too slow');
      return;
    }
    socket.send(JSON.stringify(frame));
  };

  const stream = createEventStream({
    userId: owner.userId,
    replay: deps.replay,
    send: (event) => sendFrame({ type: 'event', seq: event.seq, topic: event.topic, payload: event.payload }),
    sendReady: (lastSeq) => sendFrame({ type: 'ready', last_seq: lastSeq }),
    onError: (error) => {
      deps.logger.warn({ err: error, userId: owner.userId }, 'live event stream failed');
      socket.close(1011, 'stream failed');
    },
  });

  const endIfSessionEnded = async () => {
    try {
      if (await isSessionStillLive(owner, deps.sessionStates)) return;
      socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session ended');
    } catch (error) {
      deps.logger.warn({ err: error }, 'live socket session check failed');
    }
  };

  const connection: LiveConnection = {
    owner,
    receive: (event) => stream.push(event),
    recheckSession: () => void endIfSessionEnded(),
    beat() {
      if (!isAlive) {
        socket.terminate();
        return;
      }
      isAlive = false;
      socket.ping();
      void endIfSessionEnded();
    },
    closeGoingAway: () => socket.close(LIVE_CLOSE_CODES.goingAway, 'server shutting down'),
  };

  socket.on('pong', () => {
    isAlive = true;
  });
  socket.on('message', (data, isBinary) => {
    isAlive = true;
    if (isBinary) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return;
    }
    const frame = liveClientFrameSchema.safeParse(parsed);
    if (!frame.success) return;
    if (frame.data.type === 'ping') sendFrame({ type: 'pong' });
    else stream.start(frame.data.after);
  });
  socket.on('close', () => {
    deps.hub.remove(connection);
    stream.close();
  });
  socket.on('error', (error) => deps.logger.debug({ err: error }, 'live socket error'));

  // Registered before the replay reads, so no event committed meanwhile slips between the two.
  deps.hub.add(connection);
  stream.start(afterSeq);
  return connection;
}
