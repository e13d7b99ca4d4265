import { randomUUID } from 'node:crypto';
import type {
  CustomerVerificationLevel,
  importCustomerVerificationBodySchema,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { z } from 'zod';
import { isUuid } from '../../auth/ownership';
import { loadOrCreateServerSecret } from '../../auth/server-secrets';
import { isUniqueViolation } from '../../db/unique-violation';
import type { MerchantPrincipal } from '../../http/principal';
import type { ModuleContext } from '../../module-context/module-context';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { hashAccessToken } from './access-token';
import { applyToCustomerIdentity } from './customer-identity';
import type { CustomerPorts } from './customer-ports';
import {
  createCustomerVerificationsRepo,
  type KeyScope,
  OPEN_STATUSES,
  type VerificationRow,
} from './customer-verifications.repo';
import { fingerprintDocument } from './document-fingerprint';
import { toVerificationView } from './verification-view';

type ImportBody = z.output<typeof importCustomerVerificationBodySchema>;

export interface CustomerVerificationsDeps extends CustomerPorts {
  ctx: ModuleContext;
  kyc: KycProvider;
}

const scopeOf = (merchant: MerchantPrincipal): KeyScope => ({
  apiKeyId: merchant.apiKeyId,
  isTestMode: merchant.isTestMode,
});

/**
 * The merchant's side of customer verification (spec 001 §6): start one with the KYC provider,
 * hand over one it made itself, read, change or cancel one still open, and accept a result as the
 * customer's. A result counts for the customer's Ferry account only once accepted, and only a
 * live key's: a test-mode key's verifications stay in its sandbox.
 */
export function createCustomerVerificationsService(deps: CustomerVerificationsDeps) {
  const { ctx, kyc } = deps;
  const repo = createCustomerVerificationsRepo(ctx.db, deps.webhooks);
  let documentKey: Promise<Buffer> | undefined;
  const loadDocumentKey = () => {
    documentKey ??= loadOrCreateServerSecret(ctx.db, 'kyc_document_key').then((hex) =>
      Buffer.from(hex, 'hex'),
    );
    return documentKey;
  };

  async function ownRecord(merchant: MerchantPrincipal, id: string): Promise<VerificationRow> {
    const row = isUuid(id) ? await repo.findById(scopeOf(merchant), id) : undefined;
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  /** The customer behind the merchant's id, made on first use, as a widget session makes them. */
  function customerOf(merchant: MerchantPrincipal, externalCustomerId: string) {
    return ctx.db
      .transaction()
      .execute((trx) =>
        deps.findOrCreateCustomer(
          { apiKeyId: merchant.apiKeyId, externalCustomerId, residenceCountry: null },
          trx,
        ),
      );
  }

  async function withAccess(row: VerificationRow) {
    const access = await kyc.issueAccess(row.provider_ref ?? '', ctx.nowMs());
    const updated = await repo.move(row.id, ['INIT', 'RETRY'], {
      access_token_hash: hashAccessToken(access.token),
      access_token_expires_at: access.expiresAt,
      updated_at: new Date(ctx.nowMs()),
    });
    if (!updated) throw new DomainError('CONFLICT_ERROR', { reason: 'verification_under_review' });
    return {
      verification: toVerificationView(updated),
      url: access.url,
      access_token: access.token,
      access_token_expires_at: access.expiresAt.toISOString(),
    };
  }

  /** A customer has one verification open at a time; a second one is refused by the unique index. */
  async function insertOrConflict(values: Parameters<typeof repo.insert>[0]) {
    try {
      return await repo.insert(values);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT_ERROR', { reason: 'verification_open' });
      throw error;
    }
  }

  return {
    async check(merchant: MerchantPrincipal, externalCustomerId: string) {
      const id = externalCustomerId.trim();
      if (id.length === 0 || id.length > 128)
        throw new DomainError('VALIDATION_ERROR', {
          issues: [{ path: 'externalCustomerId', message: 'validation.invalid' }],
        });
      const latest = await repo.latestOf(scopeOf(merchant), id);
      return {
        external_customer_id: id,
        // latestOf never answers a cancelled one; the customer is then back where they started.
        status: latest === undefined || latest.status === 'CANCELLED' ? ('NONE' as const) : latest.status,
        level: latest?.level ?? null,
        is_confirmed: latest?.confirmed_at != null,
        verification: latest ? toVerificationView(latest) : null,
        test_mode: merchant.isTestMode,
      };
    },

    async get(merchant: MerchantPrincipal, id: string) {
      return toVerificationView(await ownRecord(merchant, id));
    },

    /**
     * Asking again while the customer has not submitted yet (INIT, RETRY) at the same level hands
     * out a fresh access to the same verification, as Sumsub's access-token call does.
     */
    async initialize(
      merchant: MerchantPrincipal,
      body: { external_customer_id: string; level: CustomerVerificationLevel },
    ) {
      const { user } = await customerOf(merchant, body.external_customer_id);
      const open = await repo.openOf(scopeOf(merchant), body.external_customer_id);
      if (open) {
        if (open.source !== 'provider' || open.level !== body.level || open.status === 'PROCESSING')
          throw new DomainError('CONFLICT_ERROR', { reason: 'verification_open', verification_id: open.id });
        return withAccess(open);
      }
      const id = randomUUID();
      const { applicantId } = await kyc.createApplicant({ externalRef: id, level: body.level });
      const at = new Date(ctx.nowMs());
      const row = await insertOrConflict({
        id,
        api_key_id: merchant.apiKeyId,
        external_customer_id: body.external_customer_id,
        user_id: user.id,
        is_test_mode: merchant.isTestMode,
        source: 'provider',
        level: body.level,
        status: 'INIT',
        provider: kyc.name,
        provider_ref: applicantId,
        created_at: at,
        updated_at: at,
      });
      return withAccess(row);
    },

    /** Reliance: the merchant vouches for its own check; Ferry keeps who verified (source merchant). */
    async importResult(merchant: MerchantPrincipal, body: ImportBody) {
      const nowMs = ctx.nowMs();
      const issues = [];
      if (Date.parse(body.verified_at) > nowMs)
        issues.push({ path: 'verified_at', message: 'validation.invalid' });
      if (Date.parse(`${body.date_of_birth}T00:00:00Z`) > nowMs)
        issues.push({ path: 'date_of_birth', message: 'validation.invalid' });
      if (issues.length > 0) throw new DomainError('VALIDATION_ERROR', { issues });
      const { user } = await customerOf(merchant, body.external_customer_id);
      const open = await repo.openOf(scopeOf(merchant), body.external_customer_id);
      if (open)
        throw new DomainError('CONFLICT_ERROR', { reason: 'verification_open', verification_id: open.id });
      const fingerprint = fingerprintDocument(await loadDocumentKey(), {
        type: body.document.type,
        issuingCountry: body.document.issuing_country,
        number: body.document.number,
      });
      const at = new Date(nowMs);
      const row = await insertOrConflict({
        api_key_id: merchant.apiKeyId,
        external_customer_id: body.external_customer_id,
        user_id: user.id,
        is_test_mode: merchant.isTestMode,
        source: 'merchant',
        level: body.level,
        status: 'COMPLETED',
        first_name: body.first_name,
        last_name: body.last_name,
        date_of_birth: body.date_of_birth,
        country: body.country,
        document_type: body.document.type,
        document_number_hash: fingerprint.numberHash,
        document_number_last4: fingerprint.last4,
        verified_at: body.verified_at,
        created_at: at,
        updated_at: at,
      });
      return toVerificationView(row);
    },

    async changeLevel(merchant: MerchantPrincipal, id: string, level: CustomerVerificationLevel) {
      const row = await ownRecord(merchant, id);
      if (row.status !== 'INIT' && row.status !== 'RETRY')
        throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_pending', status: row.status });
      if (row.level === level) return toVerificationView(row);
      await kyc.changeLevel(row.provider_ref ?? '', level);
      const moved = await repo.move(row.id, ['INIT', 'RETRY'], { level, updated_at: new Date(ctx.nowMs()) });
      if (!moved) throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_pending' });
      return toVerificationView(moved);
    },

    async cancel(merchant: MerchantPrincipal, id: string) {
      const row = await ownRecord(merchant, id);
      if (row.status === 'CANCELLED') return toVerificationView(row);
      if (!(OPEN_STATUSES as readonly string[]).includes(row.status))
        throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_pending', status: row.status });
      if (row.provider_ref) await kyc.cancelApplicant(row.provider_ref);
      const moved = await repo.move(row.id, OPEN_STATUSES, {
        status: 'CANCELLED',
        access_token_hash: null,
        access_token_expires_at: null,
        updated_at: new Date(ctx.nowMs()),
      });
      if (!moved) throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_pending' });
      return toVerificationView(moved);
    },

    /**
     * The merchant accepts the result as its customer's. A live key's accepted result becomes the
     * customer's identity verification at Ferry (unless one is already complete), recorded with who
     * verified; that is written first, so a retried confirm after a failure completes both.
     */
    async confirm(merchant: MerchantPrincipal, id: string) {
      const row = await ownRecord(merchant, id);
      if (row.status !== 'COMPLETED')
        throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_completed', status: row.status });
      if (row.confirmed_at) return toVerificationView(row);
      const at = new Date(ctx.nowMs());
      if (!row.is_test_mode) await applyToCustomerIdentity(ctx.db, deps.identities, row, at);
      const moved = await repo.move(row.id, ['COMPLETED'], { confirmed_at: at, updated_at: at });
      return toVerificationView(moved ?? row);
    },

    repo,
    loadDocumentKey,
  };
}

export type CustomerVerificationsService = ReturnType<typeof createCustomerVerificationsService>;
