import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_PROTOCOL } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import { WebSocketServer } from 'ws';
import type { AccessTokens } from '../auth/access-tokens';
import type { SessionStates } from '../auth/session-states';
import type { Bus } from '../bus/bus';
import type { Schema } from '../db/schema';
import type { Logger } from '../logging/logger';
import { createEventReplay } from './event-replay';
import { type LiveConnection, openLiveConnection } from './live-connection';
import { createRealtimeHub } from './realtime-hub';
import { authenticateSocket } from './socket-auth';
import { readSocketTarget, refuseUpgrade } from './upgrade-request';

/** Browsers answer protocol pings on their own; one missed round ends the socket. */
const KEEPALIVE_MS = 25_000;
/** Client frames are tiny (`resume`, `ping`). */
const MAX_CLIENT_FRAME_BYTES = 4096;
/** How long a shutdown waits for clients to answer the closing handshake. */
const CLOSE_GRACE_MS = 2000;

/** The part of an HTTP server the sockets need: its `upgrade` event. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
  off(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
  listenerCount(event: 'upgrade'): number;
}

export interface RealtimeDependencies {
  db: Kysely<Schema>;
  bus: Bus;
  accessTokens: AccessTokens;
  sessionStates: SessionStates;
  logger: Logger;
}

export interface Realtime {
  /** Open sockets on this instance. */
  connectionCount(): number;
  /** Says goodbye to every socket (1001: reconnect elsewhere) and stops listening. */
  close(): Promise<void>;
}

/**
 * Serves the live-status socket at `{base}ws` on an existing HTTP server, beside hono. The `ws`
 * server runs without a port of its own and takes over only the upgrades this function accepted.
 */
export async function attachRealtime(
  server: UpgradeSource,
  deps: RealtimeDependencies,
  options: { keepaliveMs?: number } = {},
): Promise<Realtime> {
  const hub = await createRealtimeHub(deps.bus, deps.logger);
  const replay = createEventReplay(deps.db);
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    // The answer names the protocol only: the token a browser offered beside it is never echoed.
    handleProtocols: (offered) => (offered.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
  });
  const connections = new Set<LiveConnection>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = readSocketTarget(request.url);
    if (!target.isSocketPath) {
      // Another listener (if any) owns other paths; alone, this one answers for the server.
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'no_socket_here');
      return;
    }
    if (!target.isAfterValid) {
      refuseUpgrade(socket, 400, 'after_invalid');
      return;
    }
    socket.on('error', (error) => deps.logger.debug({ err: error }, 'socket error before upgrade'));
    void authenticateSocket(request, target.base, deps)
      .then((result) => {
        if (socket.destroyed) return;
        if (!result.isAllowed) {
          refuseUpgrade(socket, result.status, result.reason);
          return;
        }
        sockets.handleUpgrade(request, socket, head, (ws) => {
          const connection = openLiveConnection(ws, result.owner, target.afterSeq, {
            hub,
            replay,
            sessionStates: deps.sessionStates,
            logger: deps.logger,
          });
          connections.add(connection);
          ws.on('close', () => connections.delete(connection));
        });
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'socket upgrade failed');
        if (!socket.destroyed) socket.destroy();
      });
  };

  server.on('upgrade', onUpgrade);
  const keepalive = setInterval(() => {
    for (const connection of connections) connection.beat();
  }, options.keepaliveMs ?? KEEPALIVE_MS);
  keepalive.unref();

  let closing: Promise<void> | undefined;
  return {
    connectionCount: () => hub.count(),
    close() {
      closing ??= (async () => {
        server.off('upgrade', onUpgrade);
        clearInterval(keepalive);
        for (const connection of connections) connection.closeGoingAway();
        await hub.close();
        await waitForClientsToLeave(sockets, CLOSE_GRACE_MS);
        // A client that never answers the closing handshake must not hold the shutdown open.
        for (const client of sockets.clients) client.terminate();
        await new Promise<void>((resolve) => sockets.close(() => resolve()));
      })();
      return closing;
    },
  };
}

async function waitForClientsToLeave(sockets: WebSocketServer, graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (sockets.clients.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
