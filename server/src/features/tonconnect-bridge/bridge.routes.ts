import {
  bridgeLastEventIdSchema,
  postBridgeMessage,
  preflightBridge,
  streamBridgeEvents,
} from '@ferry/shared/contracts';
import { isDomainError } from '@ferry/shared/domain';
import type { EndpointRoute } from '../../http/endpoint-route';
import { handleError } from '../../http/error-handler';
import { defineWireRoute, type WireErrorAnswer } from '../../http/wire-route';
import type { RateLimiter, RateRule } from '../../rate-limit/rate-limiter';
import type { BridgeHub } from './bridge-hub';
import type { BridgeEvent, BridgeMessagesRepo } from './bridge-messages.repo';
import { answer, CORS_HEADERS, eventData, toEvent } from './bridge-wire';
import { parseClientId, parseClientIdList } from './client-ids';
import { createSseResponse, type HeartbeatStyle, type SseWriter } from './sse-stream';

/** The protocol's hard TTL limit; a longer one is refused with 400 (bridge.md). */
const MAX_TTL_SECONDS = 300;
/** A disconnect notice is kept an hour so a dApp that comes back later still learns it was dropped. */
const DISCONNECT_KEEP_SECONDS = 3_600;
const DISCONNECT_MAX_BYTES = 1_024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const TOPIC = /^[A-Za-z0-9_-]{1,64}$/;

export interface BridgeRoutesDeps {
  repo: BridgeMessagesRepo;
  hub: BridgeHub;
  rateLimiter: RateLimiter;
  nowMs: () => number;
  messagesPerMinute: number;
  streamsPerMinute: number;
  heartbeatMs?: number;
  onError: (error: unknown, what: string) => void;
}

/** A body over the contract's cap is refused in the bridge's shape; anything else is a server error. */
const answerBridgeError: WireErrorAnswer = (error, c) =>
  isDomainError(error) && error.code === 'PAYLOAD_TOO_LARGE'
    ? answer(413, 'message too large', 'PAYLOAD_TOO_LARGE')
    : handleError(error as Error, c);

export interface BridgeRoutes {
  routes: EndpointRoute[];
  /** Ends every open stream (shutdown): clients reconnect, to another instance, with their last id. */
  closeStreams(): void;
}

/** `GET /bridge/events` and `POST /bridge/message` of the TON Connect HTTP bridge (bridge.md). */
export function createBridgeRoutes(deps: BridgeRoutesDeps): BridgeRoutes {
  const openWriters = new Set<SseWriter>();
  const messageRule: RateRule = {
    name: 'tonconnect-bridge-message',
    limit: deps.messagesPerMinute,
    windowSeconds: 60,
  };
  const streamRule: RateRule = {
    name: 'tonconnect-bridge-stream',
    limit: deps.streamsPerMinute,
    windowSeconds: 60,
  };

  async function refuseOverRate(rule: RateRule, ip: string | null): Promise<Response | null> {
    const decision = await deps.rateLimiter.hit(rule, ip ?? 'unknown');
    if (decision.isAllowed) return null;
    const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterSeconds)));
    return answer(429, 'too many requests', 'TOO_MANY_REQUESTS', { 'Retry-After': retryAfter });
  }

  const preflight = defineWireRoute(
    preflightBridge,
    () => new Response(null, { status: 204, headers: CORS_HEADERS }),
  );

  const message = defineWireRoute(
    postBridgeMessage,
    async ({ c, text, clientAddress }) => {
      const ip = clientAddress ?? null;
      const limited = await refuseOverRate(messageRule, ip);
      if (limited) return limited;
      const from = parseClientId(c.req.query('client_id'));
      const to = parseClientId(c.req.query('to'));
      if (!from) return answer(400, 'client_id must be 64 hex digits', 'VALIDATION_ERROR');
      if (!to) return answer(400, 'to must be 64 hex digits', 'VALIDATION_ERROR');
      const ttlText = c.req.query('ttl') ?? '';
      if (!/^\d{1,6}$/.test(ttlText) || Number(ttlText) < 1)
        return answer(400, 'ttl must be a whole number of seconds', 'VALIDATION_ERROR');
      const ttlSeconds = Number(ttlText);
      if (ttlSeconds > MAX_TTL_SECONDS)
        return answer(400, `ttl must be at most ${MAX_TTL_SECONDS}`, 'VALIDATION_ERROR');
      const topic = c.req.query('topic') ?? null;
      if (topic !== null && !TOPIC.test(topic)) return answer(400, 'topic is not valid', 'VALIDATION_ERROR');
      const body = (text ?? '').trim();
      if (body === '' || !BASE64.test(body)) return answer(400, 'body must be base64', 'VALIDATION_ERROR');

      const nowMs = deps.nowMs();
      const keepSeconds =
        topic === 'disconnect' && body.length <= DISCONNECT_MAX_BYTES
          ? Math.max(ttlSeconds, DISCONNECT_KEEP_SECONDS)
          : ttlSeconds;
      const stored = {
        to,
        from,
        body,
        origin: c.req.header('Origin') ?? null,
        ip,
        userAgent: c.req.header('User-Agent')?.slice(0, 512) ?? null,
        createdAt: new Date(nowMs),
        // A wallet answering a dApp opts out: the dApp has no use for the wallet's origin.
        hasRequestSource: c.req.query('no_request_source') !== 'true',
      };
      // Stored before the OK: a recipient that is offline now gets it when it connects.
      const id = await deps.repo.insert({
        ...stored,
        topic,
        expiresAt: new Date(nowMs + keepSeconds * 1000),
      });
      try {
        await deps.hub.announce(toEvent({ ...stored, id }));
      } catch (error) {
        // The message is stored: a stream that missed the push gets it on its next connect.
        deps.onError(error, 'announce');
      }
      return answer(200, 'OK');
    },
    answerBridgeError,
  );

  const events = defineWireRoute(streamBridgeEvents, async ({ c, clientAddress }) => {
    const ip = clientAddress ?? null;
    const limited = await refuseOverRate(streamRule, ip);
    if (limited) return limited;
    const clientIds = parseClientIdList(c.req.query('client_id'));
    if (!clientIds) return answer(400, 'client_id must be a list of 64-hex ids', 'VALIDATION_ERROR');
    // The header is what an EventSource sends on its own reconnect, so it wins over the query.
    const lastText = c.req.header('Last-Event-ID') ?? c.req.query('last_event_id') ?? '0';
    const lastEventId = bridgeLastEventIdSchema.safeParse(lastText);
    if (!lastEventId.success)
      return answer(400, 'last_event_id must be an event id (0 to 2^63 - 1)', 'VALIDATION_ERROR');
    const heartbeatParam = c.req.query('heartbeat') ?? 'legacy';
    if (heartbeatParam !== 'legacy' && heartbeatParam !== 'message')
      return answer(400, 'heartbeat must be legacy or message', 'VALIDATION_ERROR');

    let stop: (() => Promise<void>) | undefined;
    let isClosed = false;
    const { response, writer } = createSseResponse({
      heartbeat: heartbeatParam as HeartbeatStyle,
      ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
      signal: c.req.raw.signal,
      onClose: () => {
        isClosed = true;
        openWriters.delete(writer);
        void stop?.().catch((error) => deps.onError(error, 'unsubscribe'));
      },
    });

    if (!isClosed) openWriters.add(writer);
    // Live messages that arrive while the stored ones are read wait, then go out without repeats.
    const replayedIds = new Set<string>();
    let pending: BridgeEvent[] | null = [];
    const send = (event: BridgeEvent) => writer.send(event.id, eventData(event));
    stop = await deps.hub.listen(clientIds, (event) => {
      if (pending) pending.push(event);
      else if (!replayedIds.has(event.id)) send(event);
    });
    if (isClosed) await stop();
    const stored = await deps.repo.listAfter(clientIds, lastEventId.data, new Date(deps.nowMs()));
    for (const message of stored) {
      replayedIds.add(message.id);
      send(toEvent(message));
    }
    const waiting = pending;
    pending = null;
    for (const event of waiting) if (!replayedIds.has(event.id)) send(event);
    return response;
  });

  return {
    routes: [preflight, message, events],
    closeStreams: () => {
      for (const writer of [...openWriters]) writer.close();
    },
  };
}
