import type { BridgeEvent, StoredBridgeMessage } from './bridge-messages.repo';
import { sealRequestSource } from './request-source';

/** What goes over the wire of the bridge: its answers and the data of each SSE event. */

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Last-Event-ID',
  'Access-Control-Max-Age': '86400',
};

/** The bridge's own answer shape (`{"message","statusCode"}`), with our spec code on errors. */
export function answer(
  status: 200 | 400 | 413 | 429,
  message: string,
  code?: string,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify({ message, statusCode: status, ...(code ? { code } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers },
  });
}

export function toEvent(stored: StoredBridgeMessage): BridgeEvent {
  return {
    id: stored.id,
    to: stored.to,
    from: stored.from,
    message: stored.body,
    ...(stored.hasRequestSource ? { requestSource: sealRequestSource(stored, stored.to) } : {}),
  };
}

export function eventData(event: BridgeEvent): string {
  return JSON.stringify({
    from: event.from,
    message: event.message,
    ...(event.requestSource ? { request_source: event.requestSource } : {}),
  });
}
