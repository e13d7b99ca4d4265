import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_SOCKET_PATH, liveAfterParamSchema } from '@ferry/shared/contracts';
import { API_BASE_PATH, type ApiBase, type ErrorCode } from '@ferry/shared/domain';
import { englishMessage } from '../http/english-message';

const SOCKET_PATHS = new Map<string, ApiBase>(
  (Object.entries(API_BASE_PATH) as [ApiBase, string][]).map(([base, prefix]) => [
    `${prefix}${LIVE_SOCKET_PATH}`,
    base,
  ]),
);

export type SocketTarget =
  | { isSocketPath: false }
  | { isSocketPath: true; base: ApiBase; afterSeq: number | undefined; isAfterValid: boolean };

/** Which API base a socket request is for, and from which sequence number it resumes. */
export function readSocketTarget(rawUrl: string | undefined): SocketTarget {
  const url = new URL(rawUrl ?? '/', 'http://socket.invalid');
  const base = SOCKET_PATHS.get(url.pathname);
  if (!base) return { isSocketPath: false };
  const after = url.searchParams.get('after');
  if (after === null) return { isSocketPath: true, base, afterSeq: undefined, isAfterValid: true };
  const parsed = liveAfterParamSchema.safeParse(after);
  return parsed.success
    ? { isSocketPath: true, base, afterSeq: parsed.data, isAfterValid: true }
    : { isSocketPath: true, base, afterSeq: undefined, isAfterValid: false };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED_REQUEST',
  403: 'ACCESS_DENIED',
  404: 'NOT_FOUND',
};

/** Refuses a handshake with a plain HTTP answer in the API's error envelope, then hangs up. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.destroyed) return;
  const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
  const body = JSON.stringify({ error: { code, message: englishMessage(code), details: { reason } } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
