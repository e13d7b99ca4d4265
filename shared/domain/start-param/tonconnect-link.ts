/**
 * The connect request a dApp hands a wallet in a link (TON Connect 2, "universal link"): query
 * fields v, id, r, ret and trace_id (spec 001 §3 "a start-parameter wallet-connect request has
 * fields v, id, r, ret").
 */
export interface TonConnectLinkRequest {
  /** Protocol version; only "2" exists. */
  v: '2';
  /** The dApp's session public key, 64 hex digits, lower-cased. */
  id: string;
  /** The connect request; null in a link that only wakes the wallet for a pending request. */
  r: TonConnectRequest | null;
  /** Where to go after answering: back to the dApp, stay, or an https / tg link. */
  ret: TonConnectReturn;
  traceId: string | null;
}

export type TonConnectReturn = 'back' | 'none' | `https://${string}` | `tg://${string}`;

export interface TonConnectRequest {
  manifestUrl: string;
  /** Always holds `ton_addr`; items of kinds we do not know are left out. */
  items: TonConnectItem[];
}

export type TonConnectItem = { name: 'ton_addr' } | { name: 'ton_proof'; payload: string };

export type TonConnectLinkError =
  | 'tonconnect-encoding'
  | 'tonconnect-version'
  | 'tonconnect-id'
  | 'tonconnect-request'
  | 'tonconnect-return';

export type TonConnectLinkResult =
  | { isValid: true; request: TonConnectLinkRequest }
  | { isValid: false; reason: TonConnectLinkError };

export const TONCONNECT_PREFIX = 'tonconnect-';

const CLIENT_ID = /^[0-9a-f]{64}$/i;
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
const MAX_TRACE_ID_LENGTH = 128;
const MAX_PROOF_PAYLOAD_LENGTH = 1024;

/**
 * Undoes the Telegram encoding the TON Connect SDK applies to fit its query into a `startapp`
 * value ('.', '-', '_' percent-escaped first, then '&' → '-', '=' → '__', '%' → '--'): '--' back
 * to '%', '__' to '=', '-' to '&', and the result is read as a query. The replacements run in
 * that order because a lone '-' is only an '&' once every '--' is gone.
 */
export function decodeTelegramStartQuery(encoded: string): string {
  return encoded.replaceAll('--', '%').replaceAll('__', '=').replaceAll('-', '&');
}

/** Reads a `tonconnect-…` start parameter. */
export function parseTonConnectStartParam(startParam: string): TonConnectLinkResult {
  const query = decodeTelegramStartQuery(startParam.slice(TONCONNECT_PREFIX.length));
  if (BROKEN_ESCAPE.test(query)) return { isValid: false, reason: 'tonconnect-encoding' };
  return readTonConnectQuery(new URLSearchParams(query));
}

/** Reads the fields of a connect link's query, as in `tc://?v=2&id=…&r=…` or a QR link. */
export function readTonConnectQuery(query: URLSearchParams): TonConnectLinkResult {
  if (query.get('v') !== '2') return { isValid: false, reason: 'tonconnect-version' };
  const id = query.get('id') ?? '';
  if (!CLIENT_ID.test(id)) return { isValid: false, reason: 'tonconnect-id' };
  const rawRequest = query.get('r');
  const r = rawRequest === null ? null : readConnectRequest(rawRequest);
  if (r === undefined) return { isValid: false, reason: 'tonconnect-request' };
  const ret = readReturn(query.get('ret'));
  if (ret === null) return { isValid: false, reason: 'tonconnect-return' };
  const traceId = query.get('trace_id');
  const isTraceIdUsable = traceId !== null && traceId !== '' && traceId.length <= MAX_TRACE_ID_LENGTH;
  return {
    isValid: true,
    request: { v: '2', id: id.toLowerCase(), r, ret, traceId: isTraceIdUsable ? traceId : null },
  };
}

/** The request object, or undefined when it is not a usable ConnectRequest. */
function readConnectRequest(json: string): TonConnectRequest | undefined {
  const value = parseJson(json);
  if (!isRecord(value) || typeof value.manifestUrl !== 'string' || !Array.isArray(value.items))
    return undefined;
  if (!isHttpUrl(value.manifestUrl)) return undefined;
  const items = value.items.map(readItem).filter((item): item is TonConnectItem => item !== null);
  if (!items.some((item) => item.name === 'ton_addr')) return undefined;
  return { manifestUrl: value.manifestUrl, items };
}

function readItem(value: unknown): TonConnectItem | null {
  if (!isRecord(value)) return null;
  if (value.name === 'ton_addr') return { name: 'ton_addr' };
  const isProof =
    value.name === 'ton_proof' &&
    typeof value.payload === 'string' &&
    value.payload.length <= MAX_PROOF_PAYLOAD_LENGTH;
  return isProof ? { name: 'ton_proof', payload: value.payload as string } : null;
}

/**
 * The returns @tonconnect/ui writes for a desktop browser ('back' made into the browser's own
 * scheme: Chrome, Firefox, Opera). A web wallet has nothing to open there: it stays ('none').
 */
const BROWSER_RETURNS = new Set(['googlechrome://', 'firefox://', 'opera-http://']);

/** `ret` defaults to "back"; a link may only lead to https or tg, never javascript: or data:. */
function readReturn(raw: string | null): TonConnectReturn | null {
  if (raw === null || raw === 'back') return 'back';
  if (raw === 'none' || BROWSER_RETURNS.has(raw)) return 'none';
  const url = parseUrl(raw);
  if (url?.protocol === 'https:' && url.hostname !== '') return url.href as `https://${string}`;
  if (url?.protocol === 'tg:') return url.href as `tg://${string}`;
  return null;
}

function isHttpUrl(text: string): boolean {
  const protocol = parseUrl(text)?.protocol;
  return protocol === 'https:' || protocol === 'http:';
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
