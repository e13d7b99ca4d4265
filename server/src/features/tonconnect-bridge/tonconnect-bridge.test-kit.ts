import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import nacl from 'tweetnacl';
import type { Bus } from '../../bus/bus';
import { composeApp } from '../../compose-app';
import { loadConfig } from '../../config/config';
import type { Database } from '../../db/open-database';
import { createLogger } from '../../logging/logger';
import { createMemoryRateLimiter } from '../../rate-limit/memory-rate-limiter';
import type { BackgroundWorker } from '../../workers/background-worker';

/** One server instance over `database` and `bus`, listening on 127.0.0.1 on a free port. */
export interface BridgeInstance {
  url: string;
  workers: BackgroundWorker[];
  stop(): Promise<void>;
}

export async function serveBridgeInstance(
  database: Database,
  bus: Bus,
  options: { environment?: Record<string, string>; nowMs?: () => number } = {},
): Promise<BridgeInstance> {
  const nowMs = options.nowMs ?? Date.now;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    MINIAPP_DIST_DIR: '/nonexistent',
    ...options.environment,
  });
  const rateLimiter = createMemoryRateLimiter(nowMs);
  const { app, workers } = await composeApp({
    config,
    database,
    bus,
    logger: createLogger('silent'),
    rateLimiter,
    nowMs,
    isServingApps: false,
    catalogueCacheMs: 0,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    workers,
    async stop() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rateLimiter.close();
    },
  };
}

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** An open event stream that records what arrives; `close` aborts it. */
export interface OpenStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** The `message` events other than heartbeats, data parsed. */
  messages(): { id: string; data: { from: string; message: string; request_source?: string } }[];
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\r\n\r\n');
          while (end >= 0) {
            events.push(parseEvent(buffer.slice(0, end)));
            buffer = buffer.slice(end + 4);
            end = buffer.indexOf('\r\n\r\n');
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    messages: () =>
      events
        .filter((event) => event.event === 'message' && event.data !== 'heartbeat')
        .map((event) => ({ id: event.id ?? '', data: JSON.parse(event.data) })),
    close: () => controller.abort(),
  };
}

function parseEvent(block: string): SseEvent {
  const event: SseEvent = { event: 'message', data: '' };
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(': ');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 2);
    if (name === 'event') event.event = value;
    else if (name === 'id') event.id = value;
    else if (name === 'data') event.data = value;
  }
  return event;
}

/** POSTs `body` from `from` to `to`; answers the status and the bridge's JSON. */
export async function postMessage(
  baseUrl: string,
  query: { from: string; to: string; ttl?: string; topic?: string },
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const params = new URLSearchParams({ client_id: query.from, to: query.to, ttl: query.ttl ?? '300' });
  if (query.topic) params.set('topic', query.topic);
  const response = await fetch(`${baseUrl}/bridge/message?${params}`, { method: 'POST', body, headers });
  return { status: response.status, json: await response.json() };
}

/** A bridge client: its id is its X25519 session public key in hex; the secret opens what it gets. */
export function newClient(): { id: string; secretKey: Uint8Array } {
  const pair = nacl.box.keyPair();
  return { id: Buffer.from(pair.publicKey).toString('hex'), secretKey: pair.secretKey };
}

export const b64 = (text: string) => Buffer.from(text).toString('base64');
