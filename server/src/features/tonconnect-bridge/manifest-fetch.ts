import {
  MANIFEST_CONTENT_ERROR_CODE,
  MANIFEST_NOT_FOUND_CODE,
  type TonConnectManifestAnswer,
  tonConnectManifestSchema,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Outbound } from '../../http/outbound/outbound';
import { OutboundRefusal, type OutboundRefusalReason } from '../../http/outbound/outbound-refusal';

const MANIFEST_TIMEOUT_MS = 5_000;
const MANIFEST_MAX_BYTES = 64 * 1024;

export interface ManifestFetchDeps {
  /**
   * The outbound guard: https to public addresses only, every resolved address checked and the
   * connection made to it; loopback (the tests' dApps) only where OUTBOUND_ALLOW_PRIVATE_TARGETS
   * says so — never because the instance runs in the sandbox.
   */
  outbound: Pick<Outbound, 'refusalOf' | 'fetch'>;
  timeoutMs?: number;
}

const notFound = (reason: string): TonConnectManifestAnswer => ({
  status: 'error',
  connectErrorCode: MANIFEST_NOT_FOUND_CODE,
  reason,
});
const invalid = (reason: string): TonConnectManifestAnswer => ({
  status: 'error',
  connectErrorCode: MANIFEST_CONTENT_ERROR_CODE,
  reason,
});

/** This route's reasons, kept as they were before the guard was shared. */
const REFUSAL_REASONS: Partial<Record<OutboundRefusalReason, string>> = {
  url_not_https: 'url_scheme_refused',
  url_has_credentials: 'url_credentials_refused',
  url_not_public: 'target_not_public',
};

function refuse(reason: string): never {
  throw new DomainError('BAD_REQUEST', {
    reason: REFUSAL_REASONS[reason as OutboundRefusalReason] ?? reason,
  });
}

/**
 * Checks the URL a dApp named before anything is fetched, by the outbound guard's rules, so a
 * manifest URL cannot make the server call into its own network. Bad input is a 400; what the
 * fetch finds is an answer.
 */
async function checkTarget(raw: string | undefined, deps: ManifestFetchDeps): Promise<URL> {
  if (!raw) refuse('url_required');
  const refusal = await deps.outbound.refusalOf(raw);
  if (refusal) refuse(refusal.reason);
  return new URL(raw);
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readCapped(response: Response, limit: number): Promise<Buffer | null> {
  if (Number(response.headers.get('Content-Length') ?? 0) > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a dApp's manifest for the wallet: no redirects (a manifest that moves could lead
 * anywhere), a timeout and a size cap; then the protocol's rules decide between the manifest,
 * "manifest not found" (2) and "manifest content error" (3) — including that the manifest's `url`
 * has the manifest URL's origin, without a localhost exception (a page cannot borrow a manifest).
 */
export async function fetchManifest(
  rawUrl: string | undefined,
  deps: ManifestFetchDeps,
): Promise<TonConnectManifestAnswer> {
  const url = await checkTarget(rawUrl, deps);
  let response: Response;
  try {
    response = await deps.outbound.fetch(url, {
      headers: { Accept: 'application/json' },
      timeoutMs: deps.timeoutMs ?? MANIFEST_TIMEOUT_MS,
      maxBytes: MANIFEST_MAX_BYTES,
    });
  } catch (error) {
    // The name may answer differently at the call than at the check: the call's own check holds.
    if (error instanceof OutboundRefusal && error.reason === 'target_not_public') refuse(error.reason);
    if (error instanceof OutboundRefusal && error.reason === 'response_too_large')
      return notFound('too_large');
    const isTimeout =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return notFound(isTimeout ? 'timeout' : 'unreachable');
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    return notFound(
      response.status >= 300 && response.status < 400 ? 'redirect_refused' : `http_${response.status}`,
    );
  }
  let body: Buffer | null;
  try {
    body = await readCapped(response, MANIFEST_MAX_BYTES);
  } catch {
    return notFound('unreachable');
  }
  if (!body) return notFound('too_large');
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return invalid('not_json');
  }
  const parsed = tonConnectManifestSchema.safeParse(json);
  if (!parsed.success) return invalid(`bad_field:${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  const manifest = parsed.data;
  const manifestOrigin = new URL(manifest.url);
  if (manifestOrigin.origin !== url.origin) return invalid('origin_mismatch');
  return { status: 'ok', manifest, domain: manifestOrigin.host };
}
