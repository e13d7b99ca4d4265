import { createHash } from 'node:crypto';
import {
  applyStepEvent,
  DomainError,
  type StepEventOutcome,
  type VerificationStatus,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { parseSumsubWebhook, type SumsubWebhookEvent } from '../../providers/kyc/sumsub-review';
import { verifySumsubDigest } from '../../providers/kyc/sumsub-webhook-digest';
import { createApplicantPersons } from './applicant-person';
import { holdReasonOfRevokedStep } from './hold-reasons';
import { eventOrderOf, providerReviewOf, rejectionOf } from './kyc-events';
import { tellStepOutcome } from './step-outcome-events';
import { type StepRow, verificationRepo } from './verification.repo';
import type { VerificationPorts } from './verification-ports';
import { announceResidenceChange } from './verified-residence';

/** The wire the webhook route reads: Sumsub's (the sandbox provider speaks it too). */
export const KYC_WEBHOOK_PROVIDER = 'sumsub';

type ReviewEvent = Extract<SumsubWebhookEvent, { kind: 'review' }>;
export type WebhookOutcome = StepEventOutcome | 'ignored' | 'unknown_applicant' | 'duplicate_delivery';

interface Applied {
  step: StepRow;
  from: VerificationStatus;
  to: VerificationStatus;
}

/**
 * The KYC provider's webhook: the one path that changes a provider step. The digest is checked
 * over the raw bytes first (a forged one changes nothing); each body is taken once; its event goes
 * through `applyStepEvent` in the provider's order, so a duplicate or a late older event changes
 * nothing. GREEN on IDENTITY keeps the person and the documents' identity record; a RED after GREEN
 * holds the profile's money out with the reason.
 */
export function createKycWebhook(deps: {
  ctx: ModuleContext;
  kyc: Pick<KycProvider, 'name'>;
  identities: VerificationPorts['identities'];
  otherApplicants?: VerificationPorts['otherApplicants'];
  secret: string | undefined;
}) {
  const { ctx, kyc } = deps;
  const persons = createApplicantPersons(kyc);

  async function applyReview(trx: Kysely<Schema>, event: ReviewEvent, eventKey: string, at: Date) {
    const step = await verificationRepo.findByApplicant(trx, kyc.name, event.applicantId, true);
    if (!step) return { outcome: 'unknown_applicant' as const };
    const last =
      step.last_event_at_ms === null || step.last_event_id === null
        ? null
        : { atMs: Number(step.last_event_at_ms), eventId: step.last_event_id };
    const order = eventOrderOf(event, eventKey, at.getTime());
    const { state, outcome } = applyStepEvent(
      { status: step.status, lastApplied: last },
      { order, review: providerReviewOf(event) },
    );
    if (outcome !== 'applied' && outcome !== 'unchanged') return { outcome };
    const rejection = rejectionOf(event);
    const changesRejection = outcome === 'applied';
    await verificationRepo.saveStep(trx, step.profile_id, step.kind, {
      status: state.status === 'NONE' ? 'INIT' : state.status,
      last_event_at_ms: order.atMs,
      last_event_id: order.eventId,
      ...(changesRejection
        ? { reject_labels: JSON.stringify(rejection.labels), reject_comment: rejection.comment }
        : {}),
      // A decision closes the page: its access no longer opens it.
      ...(state.status === 'PROCESSING' ? {} : { access_token_hash: null, access_expires_at: null }),
      updated_at: at,
    });
    if (outcome !== 'applied') return { outcome };
    const from = step.status;
    const to = state.status;
    const isRevoked = from === 'COMPLETED' && to !== 'COMPLETED';
    if (isRevoked) await verificationRepo.hold(trx, step.profile_id, holdReasonOfRevokedStep(step.kind), at);
    if (step.kind === 'IDENTITY' && to === 'COMPLETED') {
      const person = await persons.read(trx, { profileId: step.profile_id });
      if (person)
        await verificationRepo.savePerson(trx, {
          profile_id: step.profile_id,
          source: 'document',
          first_name: person.firstName,
          last_name: person.lastName,
          date_of_birth: person.dateOfBirth,
          country: person.country,
          city: null,
          street: null,
          postal_code: null,
          updated_at: at,
        });
    }
    return { outcome, applied: { step, from, to } satisfies Applied };
  }

  /** Documents read identity from their own record: it follows every change of IDENTITY. */
  async function syncIdentity(applied: Applied, at: Date) {
    if (applied.step.kind !== 'IDENTITY') return;
    const person = (await verificationRepo.listPersons(ctx.db, applied.step.profile_id)).find(
      (row) => row.source === 'document',
    );
    await deps.identities.record({
      profileId: applied.step.profile_id,
      status: applied.to,
      provider: kyc.name,
      providerRef: applied.step.applicant_id,
      fullName: applied.to === 'COMPLETED' && person ? `${person.first_name} ${person.last_name}` : null,
      at,
    });
  }

  return {
    /** Takes one delivery; answers what became of it (the route says 200 for each). */
    async receive(
      provider: string,
      rawBody: string,
      headers: { digest: string | undefined; alg: string | undefined },
    ): Promise<WebhookOutcome> {
      if (provider !== KYC_WEBHOOK_PROVIDER)
        throw new DomainError('NOT_FOUND', { reason: 'unknown_provider' });
      if (deps.secret === undefined)
        throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_webhook_secret', provider: 'kyc' });
      const digest = verifySumsubDigest(deps.secret, rawBody, headers);
      if (!digest.isValid) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: digest.reason });
      const event = parseSumsubWebhook(rawBody);
      if (event.kind === 'invalid') throw new DomainError('VALIDATION_ERROR', { issues: event.issues });
      const at = new Date(ctx.nowMs());
      const eventKey = createHash('sha256').update(rawBody).digest('hex');
      const taken = {
        provider,
        eventKey,
        type:
          event.kind === 'review' ? event.type : event.kind === 'ignored' ? event.type : 'applicantCreated',
        applicantId: event.applicantId ?? null,
        at,
      };
      if (event.kind !== 'review') {
        const isNew = await verificationRepo.takeEvent(ctx.db, taken, 'ignored');
        return isNew ? 'ignored' : 'duplicate_delivery';
      }
      let changedProfileId: string | undefined;
      const result = await ctx.db.transaction().execute(async (trx) => {
        if (!(await verificationRepo.takeEvent(trx, taken, 'received')))
          return { outcome: 'duplicate_delivery' as const };
        const own = await applyReview(trx, event, eventKey, at);
        // Not a user's step: the applicant may be another feature's (a merchant's customer's).
        const applied =
          own.outcome === 'unknown_applicant' && deps.otherApplicants
            ? { outcome: await deps.otherApplicants.review(event, trx) }
            : own;
        await verificationRepo.setEventOutcome(trx, provider, eventKey, applied.outcome);
        if ('applied' in applied && applied.applied) {
          const { step, from, to } = applied.applied;
          changedProfileId = step.profile_id;
          const { comment } = rejectionOf(event);
          await tellStepOutcome(trx, { profileId: step.profile_id, kind: step.kind, from, to, comment, at });
        }
        return applied;
      });
      // A completed identity may bring the document's country: the guard reads it from now on.
      if (changedProfileId) await announceResidenceChange(ctx.bus, changedProfileId);
      if ('applied' in result && result.applied) await syncIdentity(result.applied, at);
      ctx.logger.info({ provider, outcome: result.outcome, type: event.type }, 'kyc webhook');
      return result.outcome;
    },
  };
}

export type KycWebhook = ReturnType<typeof createKycWebhook>;
