import { Base64, hexToByteArray } from '@tonconnect/protocol';
import { sessionCryptoOf } from './bridge-post';
import { checkSendTransaction, isRecord } from './check-send-transaction';
import { checkSignData } from './check-sign-data';
import { originOf } from './manifest';
import { openRequestOrigin } from './request-source';
import {
  type IncomingRequest,
  TONCONNECT_ERROR,
  type TonConnectErrorCode,
  type TonConnectSession,
} from './tonconnect-api';

/** One `data:` of the bridge's SSE stream; `request_source` when the dApp's POST had one sealed. */
export interface BridgeEvent {
  from: string;
  message: string;
  request_source?: string;
}

/**
 * Turns one bridge event into a checked request, a refusal the core can answer at once, or
 * nothing (not from this session's dApp, undecryptable, a replay). Never throws.
 */
export function readIncoming(session: TonConnectSession, event: BridgeEvent, nowMs: number): IncomingRequest {
  if (event.from.toLowerCase() !== session.appClientId.toLowerCase()) {
    return { status: 'ignored', reason: 'not from the dApp of this session' };
  }
  const crypto = sessionCryptoOf(session);
  let rpc: unknown;
  try {
    const plain = crypto.decrypt(Base64.decode(event.message).toUint8Array(), hexToByteArray(event.from));
    rpc = JSON.parse(plain);
  } catch {
    // Never pass the error on: its message contains the session's secret key.
    return { status: 'ignored', reason: 'the message does not decrypt' };
  }
  if (!isRecord(rpc)) return { status: 'ignored', reason: 'the message is not an RPC request' };
  const id = readId(rpc.id);
  if (id === null) return { status: 'ignored', reason: 'the request has no usable id' };
  if (Number(id) <= session.lastRequestId) return { status: 'ignored', reason: 'already answered' };

  const { sessionId } = session;
  const refuse = (code: TonConnectErrorCode, message: string): IncomingRequest => ({
    status: 'refused',
    sessionId,
    id,
    code,
    message,
  });
  const method = rpc.method;
  if (method === 'disconnect') return { status: 'request', request: { kind: 'disconnect', id, sessionId } };
  if (method !== 'sendTransaction' && method !== 'signData') {
    return refuse(TONCONNECT_ERROR.methodNotSupported, `Method ${String(method)} is not supported`);
  }

  const origin = openRequestOrigin(event.request_source, crypto);
  const appOrigin = originOf(session.manifest.url);
  if (origin !== null && origin !== appOrigin) {
    return refuse(
      TONCONNECT_ERROR.badRequest,
      `The page's address (${origin}) differs from the app's (${appOrigin ?? session.manifest.url})`,
    );
  }
  const params = readParams(rpc.params);
  if (params === undefined) return refuse(TONCONNECT_ERROR.badRequest, 'params must hold one JSON object');

  if (method === 'signData') {
    const checked = checkSignData(params, session.wallet);
    if (!checked.ok) return refuse(TONCONNECT_ERROR.badRequest, checked.message);
    return {
      status: 'request',
      request: { kind: 'signData', id, sessionId, payload: checked.payload, origin },
    };
  }
  const checked = checkSendTransaction(params, session.wallet, nowMs);
  if (!checked.ok) return refuse(TONCONNECT_ERROR.badRequest, checked.message);
  return {
    status: 'request',
    request: {
      kind: 'sendTransaction',
      id,
      sessionId,
      validUntil: checked.validUntil,
      messages: checked.messages,
      origin,
    },
  };
}

/** RPC ids are increasing integers sent as strings (numbers from some dApps). */
function readId(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,15}$/.test(text) ? text : null;
}

/** `params: [<json string>]`; a few dApps send the object itself. undefined = unusable. */
function readParams(value: unknown): unknown {
  if (!Array.isArray(value) || value.length < 1) return undefined;
  const first = value[0];
  if (typeof first !== 'string') return isRecord(first) ? first : undefined;
  try {
    return JSON.parse(first);
  } catch {
    return undefined;
  }
}
