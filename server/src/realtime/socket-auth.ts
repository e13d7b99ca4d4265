import type { IncomingMessage } from 'node:http';
import { LIVE_PROTOCOL } from '@ferry/shared/contracts';
import type { ApiBase } from '@ferry/shared/domain';
import type { AccessTokens } from '../auth/access-tokens';
import type { SessionStates } from '../auth/session-states';

export interface SocketOwner {
  userId: string;
  sessionId: string;
}

export type SocketAuthResult =
  | { isAllowed: true; owner: SocketOwner }
  | { isAllowed: false; status: 400 | 401 | 403; reason: string };

interface Dependencies {
  accessTokens: AccessTokens;
  sessionStates: SessionStates;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The subprotocols a client offered, in order (`Sec-WebSocket-Protocol: ferry.v1, <token>`). */
export function readOfferedProtocols(request: IncomingMessage): string[] {
  const header = request.headers['sec-websocket-protocol'] ?? '';
  return header
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

/**
 * The access token: a native client's `Authorization` header, or the value a browser offered
 * next to `ferry.v1` (the browser WebSocket API cannot set headers). A browser that offers
 * subprotocols fails the handshake unless the server picks one, so `ferry.v1` must be among them.
 */
function readToken(request: IncomingMessage): { token?: string; reason?: string } {
  const fromHeader = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (fromHeader) return { token: fromHeader };
  const offered = readOfferedProtocols(request);
  if (offered.length === 0) return { reason: 'no_token' };
  if (!offered.includes(LIVE_PROTOCOL)) return { reason: 'protocol_missing' };
  const token = offered.find((value) => value !== LIVE_PROTOCOL);
  return token ? { token } : { reason: 'no_token' };
}

/** The same checks as the route guard's for a user: a valid token for this base and a live session. */
export async function authenticateSocket(
  request: IncomingMessage,
  base: ApiBase,
  deps: Dependencies,
): Promise<SocketAuthResult> {
  const { token, reason } = readToken(request);
  if (!token)
    return {
      isAllowed: false,
      status: reason === 'protocol_missing' ? 400 : 401,
      reason: reason ?? 'no_token',
    };
  const verified = await deps.accessTokens.verify(token);
  if (!verified.isValid) return { isAllowed: false, status: 401, reason: `token_${verified.reason}` };
  const { claims } = verified;
  if (claims.base !== base) return { isAllowed: false, status: 401, reason: 'token_for_another_base' };
  const state = await deps.sessionStates.get(claims.sessionId);
  const isSessionLive =
    state?.isActive === true && state.userStatus !== 'deleted' && state.userId === claims.userId;
  if (!isSessionLive) return { isAllowed: false, status: 401, reason: 'session_ended' };
  if (state.userStatus === 'blocked') return { isAllowed: false, status: 403, reason: 'user_blocked' };
  // Until the required terms are accepted the session may only read them (spec 001 §4).
  if (claims.isTemporary) return { isAllowed: false, status: 403, reason: 'terms_not_accepted' };
  return { isAllowed: true, owner: { userId: claims.userId, sessionId: claims.sessionId } };
}

/** Whether a socket's session may go on (checked on every keepalive and on session news). */
export async function isSessionStillLive(owner: SocketOwner, sessionStates: SessionStates): Promise<boolean> {
  const state = await sessionStates.get(owner.sessionId);
  return state?.isActive === true && state.userId === owner.userId && state.userStatus === 'active';
}
