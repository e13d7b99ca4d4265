import { isPermanentRefusal, OutboundRefusal } from '../http/outbound/outbound-refusal';

/** The outbound guard's fetch (`context.outbound.fetch`), or a test's stand-in. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type SendOutcome =
  | { isDelivered: true; status: number }
  | { isDelivered: false; status: number | null; error: string; isPermanent: boolean };

/** A merchant that does not answer in this time counts as down for this attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * One POST to the merchant's URL and nowhere else: redirects are not followed (a 3xx counts as a
 * failure), and only the status is read. Any 2xx is delivered; anything else is retried. The
 * target's address is judged by the fetch it is given (the outbound guard): a refused target is
 * given up at once, an unresolved one is retried.
 */
export async function sendWebhook(
  fetchFn: FetchLike,
  request: {
    url: string;
    headers: Record<string, string>;
    body: string;
    timeoutMs?: number;
  },
): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { isDelivered: false, status: null, error: 'url_invalid', isPermanent: true };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { isDelivered: false, status: null, error: 'url_scheme_refused', isPermanent: true };
  }
  try {
    const response = await fetchFn(url.toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Ferry-Webhooks/1', ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    // The body is not needed; cancelling it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300)
      return { isDelivered: true, status: response.status };
    return {
      isDelivered: false,
      status: response.status,
      error: `http_${response.status}`,
      isPermanent: false,
    };
  } catch (error) {
    // An unresolvable name may come back; a private one is the merchant's setting and stays refused.
    if (error instanceof OutboundRefusal)
      return {
        isDelivered: false,
        status: null,
        error: error.reason,
        isPermanent: isPermanentRefusal(error.reason),
      };
    const isTimeout =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      isDelivered: false,
      status: null,
      error: isTimeout
        ? 'timeout'
        : `network: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
      isPermanent: false,
    };
  }
}
