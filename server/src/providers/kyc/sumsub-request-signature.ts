import { createHmac, timingSafeEqual } from 'node:crypto';

/** The three headers Sumsub reads on every API call. */
export interface SumsubAuthHeaders {
  'X-App-Token': string;
  'X-App-Access-Ts': string;
  'X-App-Access-Sig': string;
}

export interface SumsubRequestToSign {
  method: string;
  /** The path with its query string, exactly as sent (`/resources/applicants?levelName=basic`). */
  pathWithQuery: string;
  /** The exact bytes of the body sent; none for a GET. */
  body?: Uint8Array | string | undefined;
  /** Unix seconds, as the X-App-Access-Ts header carries them. */
  ts: number | string;
}

const toBytes = (body: Uint8Array | string | undefined): Buffer =>
  body === undefined
    ? Buffer.alloc(0)
    : typeof body === 'string'
      ? Buffer.from(body, 'utf8')
      : Buffer.from(body);

/**
 * Sumsub's request signature: lowercase hex HMAC-SHA256 keyed by the app's secret over
 * ts + METHOD + path-with-query + the raw body bytes. The body is signed as bytes, not as text, so
 * what is signed is what travels.
 */
export function computeSumsubSignature(secretKey: string, request: SumsubRequestToSign): string {
  const hmac = createHmac('sha256', secretKey);
  hmac.update(`${request.ts}${request.method.toUpperCase()}${request.pathWithQuery}`, 'utf8');
  hmac.update(toBytes(request.body));
  return hmac.digest('hex');
}

export function signSumsubRequest(
  credentials: { appToken: string; secretKey: string },
  request: SumsubRequestToSign,
): SumsubAuthHeaders {
  return {
    'X-App-Token': credentials.appToken,
    'X-App-Access-Ts': String(request.ts),
    'X-App-Access-Sig': computeSumsubSignature(credentials.secretKey, request),
  };
}

/**
 * Whether a received request carries a valid signature for this secret. The comparison runs in
 * constant time; a signature that is not 64 hex digits is refused before comparing.
 */
export function verifySumsubSignature(
  secretKey: string,
  request: Omit<SumsubRequestToSign, 'ts'> & { ts: string | undefined; signature: string | undefined },
): boolean {
  const { ts, signature } = request;
  if (!ts || !/^\d+$/.test(ts) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(computeSumsubSignature(secretKey, { ...request, ts }), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
