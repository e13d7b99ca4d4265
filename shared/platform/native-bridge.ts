import { createListeners, type Listeners } from './listeners';

/**
 * The message bridge of a native host app around the WebView (React Native's `react-native-webview`
 * and hosts built like it; protocol in docs/native-bridge.md). The app posts JSON strings through
 * `window.ReactNativeWebView.postMessage`; the host answers by dispatching `message` events whose
 * `data` is the JSON string (or the object) — on `window`, or on `document` as Android WebViews do.
 */
export interface ReactNativeWebViewLike {
  postMessage(message: string): void;
}

/** A message from the host: its `type`, and the fields that type carries. */
export type HostMessage = { type: string } & Record<string, unknown>;

export interface NativeBridge {
  post(message: { type: string } & Record<string, unknown>): void;
  /** Calls `listener` with each host message of `type`; returns the function that stops it. */
  on(type: string, listener: (message: HostMessage) => void): () => void;
  /**
   * Posts a request with a fresh `id` and resolves the host's message of `answerType` with the
   * same id, or null when none came within `timeoutMs` (a host that does not know the request).
   */
  request(
    message: { type: string } & Record<string, unknown>,
    answerType: string,
    timeoutMs: number,
  ): Promise<HostMessage | null>;
}

type BridgeWindow = Window & { ReactNativeWebView?: Partial<ReactNativeWebViewLike> };

/** The host's bridge when the page runs inside one, else null (a plain browser tab). */
export function findNativeBridgeHandle(target: Window): ReactNativeWebViewLike | null {
  const handle = (target as BridgeWindow).ReactNativeWebView;
  if (!handle || typeof handle.postMessage !== 'function') return null;
  return handle as ReactNativeWebViewLike;
}

function parseHostMessage(data: unknown): HostMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' ? (value as HostMessage) : null;
}

export function createNativeBridge(target: Window, handle: ReactNativeWebViewLike): NativeBridge {
  const byType = new Map<string, Listeners<[HostMessage]>>();
  let nextId = 0;

  const receive = (event: Event) => {
    // The host injects its messages into this page (no source, or the page itself); a frame's
    // postMessage (a merchant's or a dApp's page) is never the host.
    const { source, data } = event as MessageEvent;
    if (source !== null && source !== undefined && source !== target) return;
    const message = parseHostMessage(data);
    if (message) byType.get(message.type)?.notify(message);
  };
  target.addEventListener('message', receive);
  target.document?.addEventListener('message', receive);

  function on(type: string, listener: (message: HostMessage) => void): () => void {
    let listeners = byType.get(type);
    if (!listeners) {
      listeners = createListeners<[HostMessage]>();
      byType.set(type, listeners);
    }
    return listeners.add(listener);
  }

  function post(message: { type: string } & Record<string, unknown>): void {
    try {
      handle.postMessage(JSON.stringify(message));
    } catch {
      // A host that went away mid-call: the app goes on as a page would.
    }
  }

  return {
    post,
    on,
    request(message, answerType, timeoutMs) {
      nextId += 1;
      const id = `ferry-${nextId}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          off();
          resolve(null);
        }, timeoutMs);
        const off = on(answerType, (answer) => {
          if (answer.id !== id) return;
          clearTimeout(timer);
          off();
          resolve(answer);
        });
        post({ ...message, id });
      });
    },
  };
}
