/** How often an idle stream says it is alive, so proxies and clients do not drop it (protocol: 10 s). */
const HEARTBEAT_MS = 10_000;

/**
 * `legacy` (the default, what the Go bridge sends unasked): a named `heartbeat` event the
 * EventSource ignores; `message`: a `data: heartbeat` message, for clients that only read messages.
 */
export type HeartbeatStyle = 'legacy' | 'message';

/** Headers of the protocol's event stream, set here because hono's streamSSE overwrites Cache-Control. */
const SSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'private, no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
  'Access-Control-Allow-Origin': '*',
});

export interface SseWriter {
  /** One `message` event with its id; false once the stream has closed. */
  send(id: string, data: string): boolean;
  close(): void;
}

const encoder = new TextEncoder();

/**
 * A streaming Response plus the writer feeding it. `onClose` runs once, when the client goes away
 * (cancel or request abort) or the server closes it.
 */
export function createSseResponse(options: {
  heartbeat: HeartbeatStyle;
  heartbeatMs?: number;
  signal: AbortSignal;
  onClose: () => void;
}): { response: Response; writer: SseWriter } {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;

  const finish = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(timer);
    options.signal.removeEventListener('abort', finish);
    try {
      controller?.close();
    } catch {
      // Already closed by a cancel.
    }
    options.onClose();
  };

  const write = (text: string): boolean => {
    if (isClosed || !controller) return false;
    try {
      controller.enqueue(encoder.encode(text));
      return true;
    } catch {
      finish();
      return false;
    }
  };

  const heartbeatText =
    options.heartbeat === 'message'
      ? 'event: message\r\ndata: heartbeat\r\n\r\n'
      : 'event: heartbeat\r\n\r\n';

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      timer = setInterval(() => write(heartbeatText), options.heartbeatMs ?? HEARTBEAT_MS);
      timer.unref();
    },
    cancel: finish,
  });
  options.signal.addEventListener('abort', finish);

  return {
    response: new Response(stream, { status: 200, headers: SSE_HEADERS }),
    writer: {
      send: (id, data) => write(`event: message\r\nid: ${id}\r\ndata: ${data}\r\n\r\n`),
      close: finish,
    },
  };
}
