import { errorEnvelopeSchema } from '../../contracts/error-envelope';
import {
  MANIFEST_CONTENT_ERROR_CODE,
  MANIFEST_NOT_FOUND_CODE,
  type TonConnectManifest,
  type TonConnectManifestAnswer,
  tonConnectManifestAnswerSchema,
} from '../../contracts/tonconnect';

/**
 * The dApp's manifest, fetched by our server (`GET /tonconnect/manifest?url=`): the browser could
 * not fetch most manifests itself (CORS), and the server applies the size, redirect and
 * private-network limits. A 400 means the server refused the URL outright (not https, a private
 * address): for the dApp that is a manifest content error (3). No answer at all is "not found" (2).
 */
export async function fetchManifest(
  manifestUrl: string,
  options: { serverBase: string; fetch?: typeof fetch },
): Promise<TonConnectManifestAnswer> {
  const doFetch = options.fetch ?? fetch;
  const base = options.serverBase.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await doFetch(`${base}/tonconnect/manifest?url=${encodeURIComponent(manifestUrl)}`, {
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    return {
      status: 'error',
      connectErrorCode: MANIFEST_NOT_FOUND_CODE,
      reason: `unreachable: ${String(cause)}`,
    };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    const reason = envelope.success ? envelope.data.error.message : 'the manifest URL was refused';
    return { status: 'error', connectErrorCode: MANIFEST_CONTENT_ERROR_CODE, reason };
  }
  const answer = tonConnectManifestAnswerSchema.safeParse(body);
  if (!response.ok || !answer.success) {
    return { status: 'error', connectErrorCode: MANIFEST_NOT_FOUND_CODE, reason: `HTTP ${response.status}` };
  }
  return answer.data;
}

/** `origin` of a URL, or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * A page that opened the connect link from another site than the manifest names is the classic
 * phishing set-up (a copy of a dApp that reuses its manifestUrl): the screen warns. An unknown
 * page origin (Telegram, a QR code) proves nothing either way, so it passes.
 */
export function checkConnectOrigin(
  pageOrigin: string | null,
  manifest: TonConnectManifest,
): { ok: true } | { ok: false; reason: 'origin-mismatch' } {
  if (pageOrigin === null || pageOrigin === '') return { ok: true };
  const page = originOf(pageOrigin);
  return page !== null && page === originOf(manifest.url)
    ? { ok: true }
    : { ok: false, reason: 'origin-mismatch' };
}
