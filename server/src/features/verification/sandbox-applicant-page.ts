import { randomBytes } from 'node:crypto';
import type { SandboxKycApplicant } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { ModuleContext } from '../../module-context/module-context';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { signSumsubWebhook } from '../../providers/kyc/sumsub-webhook-digest';
import { isAccessTokenOf } from './access-token';
import { KYC_WEBHOOK_PROVIDER, type KycWebhook } from './kyc-webhook.service';
import { KYC_LEVEL_OF_STEP, type ProviderStepKind } from './provider-steps.service';
import { type StepRow, verificationRepo } from './verification.repo';

type PageStep = 'document' | 'selfie' | 'address';

/** What the page asks for at each step kind, as the provider's level does. */
const PAGE_STEPS: Record<ProviderStepKind, readonly PageStep[]> = {
  IDENTITY: ['document', 'selfie'],
  ADDRESS: ['document', 'selfie', 'address'],
};

/** The sandbox provider's page for one kind of applicant; the composition root lists them all. */
export interface SandboxApplicantPage {
  has(applicantId: string): Promise<boolean>;
  view(applicantId: string, body: { access_token: string }): Promise<SandboxKycApplicant>;
  submit(
    applicantId: string,
    body: { access_token: string; steps: readonly PageStep[] },
  ): Promise<SandboxKycApplicant>;
  review(
    applicantId: string,
    body: { access_token: string; decision: 'approved' | 'rejected' },
  ): Promise<SandboxKycApplicant>;
}

const isProviderStep = (kind: string): kind is ProviderStepKind => kind === 'IDENTITY' || kind === 'ADDRESS';

function toApplicantView(row: StepRow): SandboxKycApplicant {
  return {
    applicant_id: row.applicant_id ?? '',
    level: isProviderStep(row.kind) ? KYC_LEVEL_OF_STEP[row.kind] : 'identity',
    status: row.status,
    reject_reason: row.reject_comment,
    access_expires_at: row.access_expires_at?.toISOString() ?? null,
    test_mode: true,
    requested_by: 'ferry',
  };
}

/** Sumsub's time format, "2026-11-28 12:00:00.123" (UTC). */
const sumsubTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/**
 * The sandbox provider's page for a user's own IDENTITY or ADDRESS step. The page changes nothing
 * itself: a submission and a decision become Sumsub-shaped webhooks, signed with the webhook secret
 * and handed to Ferry's own webhook route in process, so the webhook is the one path that moves a
 * provider step, in the sandbox as with Sumsub.
 */
export function createSandboxApplicantPage(deps: {
  ctx: ModuleContext;
  kyc: Pick<KycProvider, 'name'>;
  webhook: KycWebhook;
  secret: string;
}): SandboxApplicantPage {
  const { ctx, kyc } = deps;
  const find = (applicantId: string) => verificationRepo.findByApplicant(ctx.db, kyc.name, applicantId);

  async function open(applicantId: string, accessToken: string): Promise<StepRow> {
    const row = await find(applicantId);
    if (!row || !isAccessTokenOf(accessToken, row.access_token_hash))
      throw new DomainError('ACCESS_DENIED', { reason: 'access_invalid' });
    if ((row.access_expires_at?.getTime() ?? 0) <= ctx.nowMs())
      throw new DomainError('ACCESS_DENIED', { reason: 'access_expired' });
    return row;
  }

  /** Sends one event as Sumsub would, later than the step's last one so the order is plain. */
  async function emit(row: StepRow, type: string, reviewResult?: Record<string, unknown>) {
    const lastMs = row.last_event_at_ms === null ? 0 : Number(row.last_event_at_ms);
    const body = JSON.stringify({
      applicantId: row.applicant_id,
      inspectionId: randomBytes(12).toString('hex'),
      correlationId: `req-${randomBytes(16).toString('hex')}`,
      externalUserId: `${row.profile_id}-${row.kind}`,
      type,
      sandboxMode: true,
      reviewStatus: reviewResult ? 'completed' : 'pending',
      createdAtMs: sumsubTime(Math.max(ctx.nowMs(), lastMs + 1)),
      clientId: 'ferry',
      ...(reviewResult ? { reviewResult } : {}),
    });
    const headers = signSumsubWebhook(deps.secret, body);
    await deps.webhook.receive(KYC_WEBHOOK_PROVIDER, body, {
      digest: headers['X-Payload-Digest'],
      alg: headers['X-Payload-Digest-Alg'],
    });
    const after = await find(row.applicant_id ?? '');
    if (!after) throw new DomainError('NOT_FOUND');
    return toApplicantView(after);
  }

  return {
    has: async (applicantId) => (await find(applicantId)) !== undefined,

    async view(applicantId, body) {
      return toApplicantView(await open(applicantId, body.access_token));
    },

    async submit(applicantId, body) {
      const row = await open(applicantId, body.access_token);
      const kind = isProviderStep(row.kind) ? row.kind : 'IDENTITY';
      const missing = PAGE_STEPS[kind].filter((step) => !body.steps.includes(step));
      if (missing.length > 0)
        throw new DomainError('VALIDATION_ERROR', {
          issues: missing.map((step) => ({ path: `steps.${step}`, message: 'validation.required' })),
        });
      return emit(row, 'applicantPending');
    },

    /** The user must have submitted first: the provider reviews what it was sent. */
    async review(applicantId, body) {
      const row = await open(applicantId, body.access_token);
      if (row.status !== 'PROCESSING')
        throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_submitted', status: row.status });
      return emit(
        row,
        'applicantReviewed',
        body.decision === 'approved'
          ? { reviewAnswer: 'GREEN' }
          : {
              reviewAnswer: 'RED',
              reviewRejectType: 'RETRY',
              rejectLabels: ['BAD_PROOF_OF_IDENTITY'],
              moderationComment: 'The sandbox reviewer asked for a clearer photo of the document.',
            },
      );
    },
  };
}
