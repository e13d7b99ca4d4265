export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type SendOutcome =
  | { isDelivered: true; status: number }
  | { isDelivered: false; status: number | null; error: string; isPermanent: boolean };

/** A merchant that does not answer in this time counts as down for this attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * One POST to the merchant's URL and nowhere else: redirects are not followed (a 3xx counts as a
 * failure), and only the status is read. Any 2xx is delivered; anything else is retried.
 */
export async function sendWebhook(
  fetchFn: FetchLike,
  request: {
    url: string;
    headers: Record<string, string>;
    body: string;
    timeoutMs?: number;
    /** Refuses a target before the call (a name into a private network); null lets it through. */
    refuseTarget?: (url: URL) => Promise<string | null>;
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
  const refusal = request.refuseTarget ? await request.refuseTarget(url) : null;
  // An unresolvable name may come back; a private one is the merchant's setting and stays refused.
  if (refusal)
    return { isDelivered: false, status: null, error: refusal, isPermanent: refusal === 'target_not_public' };
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
