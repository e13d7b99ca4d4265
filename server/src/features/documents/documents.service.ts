import { createHash, randomBytes } from 'node:crypto';
import type { DocumentView } from '@ferry/shared/contracts';
import {
  type DocumentFormat,
  type DocumentType,
  DomainError,
  verificationUserState,
} from '@ferry/shared/domain';
import type { ModuleContext } from '../../module-context/module-context';
import { createDocumentTexts } from './document-texts';
import type { DocumentsRepo } from './documents.repo';
import type { IdentityVerifications } from './identity-verifications.repo';
import { CONTENT_TYPES, renderDocument } from './render/render-document';
import { loadStatement } from './statement/load-statement';
import type { StatementCards } from './statement/statement-cards';

/** How long a download link works; long enough to hand it to Telegram or a browser. */
export const DOCUMENT_LINK_LIFETIME_MS = 15 * 60 * 1000;
export const DOCUMENT_DOWNLOAD_PATH = '/api/files/documents';

export interface DocumentRequest {
  userId: string;
  profileId: string;
  type: DocumentType;
  format: DocumentFormat;
  from: string;
  to: string;
  currency?: string | undefined;
}

export function hashDownloadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Documents need verified identity: ACCESS_DENIED naming the IDENTITY step the screen sends the
 * user to, with its state in the user's words, otherwise.
 */
export async function requireVerified(identity: IdentityVerifications, profileId: string) {
  const verification = await identity.find(profileId);
  if (verification?.status === 'COMPLETED') return verification;
  throw new DomainError('ACCESS_DENIED', {
    reason: 'identity_not_verified',
    step: 'IDENTITY',
    verification: verificationUserState(verification?.status ?? 'NONE'),
    key: 'documents.identityRequired',
  });
}

const EXTENSIONS: Readonly<Record<DocumentFormat, string>> = { PDF: 'pdf', XLSX: 'xlsx', CSV: 'csv' };

/**
 * Makes a document: verified identity first (ACCESS_DENIED naming the IDENTITY step the screen
 * sends the user to, with its state in the user's words, otherwise), the period rules, the
 * statement from the ledger, the file in the user's language, kept behind a one-off secret link.
 */
export function createDocumentsService(
  ctx: ModuleContext,
  deps: { documents: DocumentsRepo; identity: IdentityVerifications; cards: StatementCards },
) {
  const requireVerifiedIdentity = (profileId: string) => requireVerified(deps.identity, profileId);

  return {
    async create(request: DocumentRequest): Promise<DocumentView> {
      const verification = await requireVerifiedIdentity(request.profileId);
      const now = new Date(ctx.nowMs());
      // A letter of good standing states the profile's own balances; a statement adds its cards'.
      const cards =
        request.type === 'account-statement' ? await deps.cards.cardsOf(ctx.db, request.profileId) : [];
      const statement = await loadStatement(ctx.db, { ...request, now, cards });
      const owner = await ctx.db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['profiles.name', 'profiles.created_at', 'users.language', 'users.email'])
        .where('profiles.id', '=', request.profileId)
        .executeTakeFirstOrThrow();
      const texts = createDocumentTexts(owner.language);
      const bytes = await renderDocument({
        type: request.type,
        format: request.format,
        statement,
        openedAt: owner.created_at,
        header: {
          holderName: verification.full_name ?? owner.name ?? owner.email ?? request.profileId,
          accountNumber: request.profileId,
          issuedAt: now,
          isSandbox: ctx.config.providersMode === 'sandbox',
        },
        texts,
      });
      const token = randomBytes(32).toString('base64url');
      const filename = `ferry-${request.type}-${request.from}-${request.to}.${EXTENSIONS[request.format]}`;
      const stored = await deps.documents.insert({
        profile_id: request.profileId,
        type: request.type,
        format: request.format,
        period_from: request.from,
        period_to: request.to,
        currency: request.currency?.toUpperCase() ?? null,
        language: owner.language,
        filename,
        content_type: CONTENT_TYPES[request.format],
        content: Buffer.from(bytes),
        size_bytes: bytes.length,
        download_token_hash: hashDownloadToken(token),
        expires_at: new Date(now.getTime() + DOCUMENT_LINK_LIFETIME_MS),
      });
      return {
        id: stored.id,
        type: request.type,
        format: request.format,
        filename,
        content_type: CONTENT_TYPES[request.format],
        size_bytes: bytes.length,
        created_at: stored.created_at.toISOString(),
        expires_at: stored.expires_at.toISOString(),
        download_url: `${ctx.config.publicUrl}${DOCUMENT_DOWNLOAD_PATH}/${stored.id}?token=${token}`,
      };
    },
  };
}
