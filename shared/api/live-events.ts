import {
  LIVE_CLOSE_CODES,
  LIVE_PROTOCOL,
  LIVE_SOCKET_PATH,
  type LiveEventFrame,
  liveServerFrameSchema,
} from '../contracts/index';
import {
  API_BASE_PATH,
  type ApiBase,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
} from '../domain/index';

/** The part of the browser `WebSocket` the client uses, so a shell or a test can pass its own. */
export type LiveSocketLike = Pick<
  WebSocket,
  'onopen' | 'onmessage' | 'onclose' | 'onerror' | 'send' | 'close'
>;

export type CreateLiveSocket = (url: string, protocols: string[]) => LiveSocketLike;

/** `gave-up` and `session-ended` are final: callers fall back to polling or sign the user out. */
export type LiveEventsStatus =
  | 'connecting'
  | 'open'
  | 'reconnecting'
  | 'gave-up'
  | 'session-ended'
  | 'closed';

export interface LiveEventsOptions {
  /** The socket address without a query, e.g. from `liveSocketUrl`. */
  url: string;
  /** Read on every (re)connect, so a refreshed token is picked up. */
  getAccessToken(): string | null | undefined | Promise<string | null | undefined>;
  /** The last event id the app keeps in storage (spec 000 §3); the client resumes after it. */
  getLastSeq(): number | undefined;
  setLastSeq(seq: number): void;
  onEvent(event: LiveEventFrame): void;
  onStatus?(status: LiveEventsStatus): void;
  createSocket?: CreateLiveSocket;
  reconnectAttempts?: number;
  reconnectDelayMs?: number;
  /** An application ping this often; a socket silent for two rounds is given up as dead. */
  pingIntervalMs?: number;
}

export interface LiveEvents {
  close(): void;
}

const PING_INTERVAL_MS = 30_000;

/** `ws(s)://host/api/<base>/v1/ws` for an API origin such as `https://ferry.example`. */
export function liveSocketUrl(origin: string, base: ApiBase): string {
  const url = new URL(`${API_BASE_PATH[base]}${LIVE_SOCKET_PATH}`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Keeps a live-status socket open: the token travels as a subprotocol beside `ferry.v1` (the
 * browser API sets no headers), each event is handed on once in sequence order, and after a
 * drop the client reconnects (3 tries, 10 s apart, spec 001 §9) resuming after the last seq.
 * Then it reports `gave-up` and the app polls instead.
 */
export function connectLiveEvents(options: LiveEventsOptions): LiveEvents {
  const createSocket: CreateLiveSocket =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  const maxAttempts = options.reconnectAttempts ?? SOCKET_RECONNECT_ATTEMPTS;
  const delayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;
  const pingMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
  let lastSeq = options.getLastSeq();
  let failedAttempts = 0;
  let isStopped = false;
  let socket: LiveSocketLike | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let silentRounds = 0;

  const report = (status: LiveEventsStatus) => options.onStatus?.(status);
  const remember = (seq: number) => {
    lastSeq = seq;
    options.setLastSeq(seq);
  };

  const stopPinging = () => {
    if (pingTimer !== undefined) clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const handleFrame = (data: unknown) => {
    silentRounds = 0;
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = liveServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'event') {
      if (lastSeq !== undefined && frame.seq <= lastSeq) return;
      remember(frame.seq);
      options.onEvent(frame);
    } else if (frame.type === 'ready') {
      // Below ours: the server's history restarted, and new events count up from its number.
      if (lastSeq === undefined || frame.last_seq < lastSeq) remember(frame.last_seq);
    }
  };

  const handleClose = (code: number) => {
    socket = undefined;
    stopPinging();
    if (isStopped) return;
    if (code === LIVE_CLOSE_CODES.sessionEnded) {
      isStopped = true;
      report('session-ended');
      return;
    }
    if (failedAttempts >= maxAttempts) {
      isStopped = true;
      report('gave-up');
      return;
    }
    failedAttempts += 1;
    report('reconnecting');
    retryTimer = setTimeout(() => void open(), delayMs);
  };

  async function open(): Promise<void> {
    retryTimer = undefined;
    report('connecting');
    const token = await options.getAccessToken();
    if (isStopped) return;
    if (!token) {
      isStopped = true;
      report('session-ended');
      return;
    }
    const url = lastSeq === undefined ? options.url : `${options.url}?after=${lastSeq}`;
    let current: LiveSocketLike;
    try {
      current = createSocket(url, [LIVE_PROTOCOL, token]);
    } catch {
      handleClose(1006);
      return;
    }
    socket = current;
    current.onopen = () => {
      failedAttempts = 0;
      silentRounds = 0;
      report('open');
      pingTimer = setInterval(() => {
        silentRounds += 1;
        if (silentRounds <= 2) {
          current.send(JSON.stringify({ type: 'ping' }));
          return;
        }
        // A dead connection may take minutes to report its close: it is dropped at once instead.
        if (socket !== current) return;
        current.close(4000, 'silent');
        handleClose(1006);
      }, pingMs);
    };
    current.onmessage = (event) => handleFrame(event.data);
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket === current) handleClose(event.code);
    };
  }

  void open();
  return {
    close() {
      if (isStopped && socket === undefined && retryTimer === undefined) return;
      isStopped = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      stopPinging();
      const current = socket;
      socket = undefined;
      current?.close(1000, 'closed by the app');
      report('closed');
    },
  };
}
