import type { AddressInfo } from 'node:net';
import { LIVE_PROTOCOL, type LiveServerFrame } from '@ferry/shared/contracts';
import type { ApiBase } from '@ferry/shared/domain';
import { type ServerType, serve } from '@hono/node-server';
import { WebSocket } from 'ws';
import type { Bus } from '../bus/bus';
import { composeApp } from '../compose-app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/open-database';
import { emitUserEvent } from '../events/user-events';
import { createLogger } from '../logging/logger';
import type { ModuleContext } from '../module-context/module-context';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { attachRealtime, type Realtime } from './attach-realtime';

/** A composed app listening on a free port, with its socket attached: one server instance. */
export interface ServedInstance {
  context: ModuleContext;
  httpUrl: string;
  wsUrl(base?: ApiBase): string;
  realtime: Realtime;
  worker(name: string): { runOnce(): Promise<number> };
  /** A signed-in user straight in the database (terms accepted unless said). */
  signIn(options?: { base?: ApiBase; hasAcceptedTerms?: boolean }): Promise<SignedIn>;
  stop(): Promise<void>;
}

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

let emailCounter = 0;

/** Serves `context`'s app over real HTTP on 127.0.0.1 and attaches the socket. */
export async function serveInstance(
  database: Database,
  bus: Bus,
  keepaliveMs?: number,
): Promise<ServedInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    MINIAPP_DIST_DIR: '/nonexistent',
  });
  const rateLimiter = createMemoryRateLimiter(Date.now);
  const { app, context, workers } = await composeApp({
    config,
    database,
    bus,
    logger: createLogger('silent'),
    rateLimiter,
    isServingApps: false,
    catalogueCacheMs: 0,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  const realtime = await attachRealtime(server, context, keepaliveMs === undefined ? {} : { keepaliveMs });
  return {
    context,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: (base = 'client') => `ws://127.0.0.1:${port}/api/${base}/v1/ws`,
    realtime,
    worker(name) {
      const found = workers.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`No background worker named ${name}`);
      return found;
    },
    async signIn(options = {}) {
      const { base = 'client', hasAcceptedTerms = true } = options;
      emailCounter += 1;
      const user = await context.db.transaction().execute(async (trx) => {
        const created = await context.users.create(
          { email: `live${emailCounter}.${process.pid}.${Date.now()}@example.com`, isEmailVerified: true },
          trx,
        );
        if (!hasAcceptedTerms) return created;
        return context.users.update(
          created.id,
          { terms_version: config.terms.version, terms_accepted_at: new Date() },
          trx,
        );
      });
      const login = await context.loginIssuer.issue({ user, base, signInMethod: 'email', isNewUser: true });
      return { userId: user.id, accessToken: login.access_token, refreshToken: login.refresh_token };
    },
    async stop() {
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rateLimiter.close();
    },
  };
}

/** Leaves `count` events for a user in one committed transaction; the payload names the owner. */
export async function emitEvents(
  context: ModuleContext,
  userIds: readonly string[],
  count = 1,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    for (let round = 0; round < count; round += 1) {
      for (const userId of userIds)
        await emitUserEvent(trx, userId, 'transaction.changed', { owner: userId });
    }
  });
}

/** A client socket that records every frame it gets. */
export interface TestSocket {
  socket: WebSocket;
  frames: LiveServerFrame[];
  /** Sequence numbers of the event frames, in arrival order. */
  seqs(): number[];
  closed: Promise<{ code: number; reason: string }>;
}

export interface ConnectOptions {
  token?: string;
  /** Send the token as a header (native) rather than as a subprotocol (browser). */
  isNative?: boolean;
  protocols?: string[];
  after?: number;
}

/** Opens a socket; resolves once open, or rejects with the HTTP status of a refused handshake. */
export function connectSocket(url: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const target = options.after === undefined ? url : `${url}?after=${options.after}`;
  const protocols =
    options.protocols ?? (options.token && !options.isNative ? [LIVE_PROTOCOL, options.token] : []);
  const headers = options.isNative && options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const socket = new WebSocket(target, protocols, { headers });
  const frames: LiveServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as LiveServerFrame));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        seqs: () => frames.flatMap((frame) => (frame.type === 'event' ? [frame.seq] : [])),
        closed,
      }),
    );
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => reject(new HandshakeRefused(response.statusCode ?? 0, body)));
    });
    socket.once('error', (error) => reject(error));
  });
}

export class HandshakeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`handshake refused with ${status}`);
  }
}

export const sequence = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
