import { isIP } from 'node:net';
import {
  MANIFEST_CONTENT_ERROR_CODE,
  MANIFEST_NOT_FOUND_CODE,
  type TonConnectManifestAnswer,
  tonConnectManifestSchema,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { isPublicAddress, type ResolveHost } from '../../webhooks/webhook-target';

const MANIFEST_TIMEOUT_MS = 5_000;
const MANIFEST_MAX_BYTES = 64 * 1024;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export interface ManifestFetchDeps {
  /** Sandbox providers: tests host dApps on 127.0.0.1, so loopback over http is let through. */
  isLoopbackAllowed: boolean;
  resolve: ResolveHost;
  fetch: typeof fetch;
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

function refuse(reason: string): never {
  throw new DomainError('BAD_REQUEST', { reason });
}

/**
 * Checks the URL a dApp named before anything is fetched: https only (loopback http in the
 * sandbox), and a name that resolves only to public addresses, so a manifest URL cannot make the
 * server call into its own network. Bad input is a 400; what the fetch finds is an answer.
 */
async function checkTarget(raw: string | undefined, deps: ManifestFetchDeps): Promise<URL> {
  if (!raw) refuse('url_required');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('url_invalid');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLoopback = deps.isLoopbackAllowed && LOOPBACK_HOSTS.has(host);
  if (url.protocol !== 'https:' && !(isLoopback && url.protocol === 'http:')) refuse('url_scheme_refused');
  if (url.username || url.password) refuse('url_credentials_refused');
  if (isLoopback) return url;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await deps.resolve(host);
  } catch {
    return refuse('target_unresolved');
  }
  if (addresses.length === 0) refuse('target_unresolved');
  if (!addresses.every(isPublicAddress)) refuse('target_not_public');
  return url;
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
    response = await deps.fetch(url, {
      redirect: 'manual',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? MANIFEST_TIMEOUT_MS),
    });
  } catch (error) {
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
