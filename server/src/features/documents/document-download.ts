import { timingSafeEqual } from 'node:crypto';
import { downloadDocument } from '@ferry/shared/contracts';
import { isUuid } from '../../auth/ownership';
import { respondWithError } from '../../http/error-handler';
import { defineWireRoute } from '../../http/wire-route';
import type { DocumentsRepo } from './documents.repo';
import { hashDownloadToken } from './documents.service';

/** RFC 6266: an ASCII fallback name and the exact name in RFC 5987 encoding. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function isSameHash(expectedHex: string, token: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(hashDownloadToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * `GET /api/files/documents/:id?token=…`: the file itself. The link is the credential (the
 * messenger's downloadFile and a browser's plain navigation send no Authorization header), so an
 * unknown id, a wrong token and an expired link all look the same: NOT_FOUND. The token rides in
 * the query so request logs, which record the path only, never hold it.
 */
export function createDocumentDownloadRoute(deps: { documents: DocumentsRepo; nowMs: () => number }) {
  return defineWireRoute(downloadDocument, async ({ c, params }) => {
    const id = params.id ?? '';
    const token = c.req.query('token') ?? '';
    const document =
      isUuid(id) && token ? await deps.documents.findLive(id, new Date(deps.nowMs())) : undefined;
    if (!document || !isSameHash(document.download_token_hash, token))
      return respondWithError(c, 'NOT_FOUND');
    const body = new Uint8Array(document.content);
    return c.body(body, 200, {
      'Content-Type': document.content_type,
      'Content-Disposition': contentDisposition(document.filename),
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      // No cookie or header grants access here, only the secret in the URL, so any origin may read it.
      'Access-Control-Allow-Origin': '*',
    });
  });
}
