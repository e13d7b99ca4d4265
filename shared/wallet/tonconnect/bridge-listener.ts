import { isRecord } from './check-send-transaction';
import { type BridgeEvent, readIncoming } from './read-incoming';
import { createSseParser } from './sse-reader';
import type { IncomingRequest, TonConnectEnvironment, TonConnectSessionStore } from './tonconnect-api';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * One SSE stream for every connected dApp (fetch + ReadableStream: EventSource cannot be aborted
 * cleanly everywhere nor send `Last-Event-ID` on the first open). The stream is re-opened when
 * the set of sessions changes, and after a drop with a doubling delay (1 s … 30 s). Each event's
 * id is saved on the sessions of the stream, so a re-open resumes after it — except past a request
 * the user has not answered yet: the saved id stays just below it until its session's
 * lastRequestId reaches it, so a reload (or a dropped stream) gets the request again from the
 * bridge while it lives there, and the answered ones are dropped by their ids.
 */
export function listenToApps(input: {
  store: TonConnectSessionStore;
  env: TonConnectEnvironment;
  onIncoming: (incoming: IncomingRequest) => void;
  signal: AbortSignal;
}): void {
  const { store, env, signal } = input;
  const now = env.now ?? Date.now;
  const doFetch = env.fetch ?? fetch;
  let stream: AbortController | null = null;
  let streamKey = '';
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let streamSessionIds: string[] = [];
  /** The newest event id read on this stream (numeric ids only; others are saved as they come). */
  let newestEventId: bigint | null = null;
  /** Requests shown to the user and not answered yet, by the bridge event that carried them. */
  const unanswered = new Map<bigint, { sessionId: string; requestId: number }>();

  /** Saves the highest event id below every unanswered request (or the newest when none waits). */
  function saveSafeEventId(): void {
    for (const [eventId, waiting] of unanswered) {
      const session = store.get(waiting.sessionId);
      if (!session || session.lastRequestId >= waiting.requestId) unanswered.delete(eventId);
    }
    if (newestEventId === null) return;
    let safe = newestEventId;
    for (const eventId of unanswered.keys()) if (eventId - 1n < safe) safe = eventId - 1n;
    if (safe >= 0n) saveEventId(store, streamSessionIds, safe.toString());
  }

  const keyOf = () =>
    store
      .list()
      .map((session) => session.sessionId)
      .sort()
      .join(',');

  function open(): void {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    stream?.abort();
    stream = null;
    if (signal.aborted) return;
    streamKey = keyOf();
    if (streamKey === '') return;
    streamSessionIds = streamKey.split(',');
    newestEventId = null;
    const controller = new AbortController();
    stream = controller;
    run(controller, streamKey.split(',')).then(
      () => retry(controller),
      () => retry(controller),
    );
  }

  function retry(controller: AbortController): void {
    if (controller.signal.aborted || signal.aborted || stream !== controller) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(open, delay);
  }

  async function run(controller: AbortController, sessionIds: string[]): Promise<void> {
    const query = new URLSearchParams({ client_id: sessionIds.join(',') });
    const lastEventId = lowestLastEventId(store, sessionIds);
    if (lastEventId !== null) query.set('last_event_id', lastEventId);
    const response = await doFetch(`${env.bridgeUrl.replace(/\/+$/, '')}/events?${query}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || response.body === null) throw new Error(`bridge stream HTTP ${response.status}`);
    failures = 0;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const event of parse(decoder.decode(value, { stream: true }))) {
        if (event.event !== 'message') continue;
        const data = readBridgeEvent(event.data);
        if (data === null) continue;
        const session = store.list().find((entry) => entry.appClientId === data.from.toLowerCase());
        const incoming: IncomingRequest = session
          ? readIncoming(session, data, now())
          : { status: 'ignored', reason: 'no session for this dApp' };
        if (event.id !== null && /^\d{1,19}$/.test(event.id)) {
          const eventId = BigInt(event.id);
          if (incoming.status === 'request') {
            unanswered.set(eventId, {
              sessionId: incoming.request.sessionId,
              requestId: Number(incoming.request.id),
            });
          }
          if (newestEventId === null || eventId > newestEventId) newestEventId = eventId;
          saveSafeEventId();
        } else if (event.id !== null) {
          saveEventId(store, sessionIds, event.id);
        }
        input.onIncoming(incoming);
      }
    }
  }

  const unsubscribe = store.subscribe(() => {
    if (keyOf() !== streamKey) open();
    // An answer raised a session's lastRequestId: the saved position may move on.
    else if (unanswered.size > 0) saveSafeEventId();
  });
  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      if (retryTimer !== null) clearTimeout(retryTimer);
      stream?.abort();
    },
    { once: true },
  );
  open();
}

/** A session never streamed (null) replays everything the bridge still holds: then no id is sent. */
function lowestLastEventId(store: TonConnectSessionStore, sessionIds: string[]): string | null {
  let lowest: bigint | null = null;
  for (const session of store.list()) {
    if (!sessionIds.includes(session.sessionId)) continue;
    if (session.lastBridgeEventId === null || !/^\d+$/.test(session.lastBridgeEventId)) return null;
    const id = BigInt(session.lastBridgeEventId);
    if (lowest === null || id < lowest) lowest = id;
  }
  return lowest === null ? null : lowest.toString();
}

function saveEventId(store: TonConnectSessionStore, sessionIds: string[], eventId: string): void {
  for (const session of store.list()) {
    if (sessionIds.includes(session.sessionId) && session.lastBridgeEventId !== eventId) {
      store.save({ ...session, lastBridgeEventId: eventId });
    }
  }
}

function readBridgeEvent(data: string): BridgeEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (!isRecord(value) || typeof value.from !== 'string' || typeof value.message !== 'string') return null;
    return {
      from: value.from,
      message: value.message,
      ...(typeof value.request_source === 'string' ? { request_source: value.request_source } : {}),
    };
  } catch {
    // A heartbeat (`data: heartbeat`) or noise.
    return null;
  }
}
