import type { VerificationAccess } from '@ferry/shared/contracts';
import { checkResidenceCountry, DomainError, type ResidenceRules } from '@ferry/shared/domain';
import type { ModuleContext } from '../../module-context/module-context';
import type { KycLevel, KycProvider } from '../../providers/kyc/kyc-provider';
import { hashAccessToken } from './access-token';
import { verificationRepo } from './verification.repo';
import { residenceCountryOf } from './verification-view';

export type ProviderStepKind = 'IDENTITY' | 'ADDRESS';

/** What the provider asks for at each step: the document and selfie, or a proof of address too. */
export const KYC_LEVEL_OF_STEP: Record<ProviderStepKind, KycLevel> = {
  IDENTITY: 'identity',
  ADDRESS: 'identity_and_address',
};

/** Statuses from which the provider's page may be opened (again). */
const STARTABLE = ['INIT', 'RETRY'];

/** The applicant's reference at the provider: stable per profile and step, so creating is idempotent. */
export const externalRefOf = (profileId: string, kind: ProviderStepKind) => `user-${profileId}-${kind}`;

/**
 * Opens the provider's page for the identity or address step: the applicant is created once (the
 * provider's create is idempotent by our reference), a new short-lived access is issued each time,
 * and the step is INIT until the user submits. After RETRY the same applicant gets a new access.
 */
export function createProviderSteps(deps: {
  ctx: ModuleContext;
  kyc: KycProvider;
  residenceRules: ResidenceRules;
}) {
  const { ctx, kyc } = deps;

  return {
    async start(profileId: string, kind: ProviderStepKind): Promise<VerificationAccess> {
      const persons = await verificationRepo.listPersons(ctx.db, profileId);
      const residence = checkResidenceCountry(residenceCountryOf(persons), deps.residenceRules);
      if (!residence.isAllowed) throw new DomainError('COUNTRY_NOT_ALLOWED', { country: residence.country });
      const step = await verificationRepo.findStep(ctx.db, profileId, kind);
      if (step && !STARTABLE.includes(step.status))
        throw new DomainError('CONFLICT_ERROR', {
          reason: 'step_not_startable',
          status: step.status,
          key: 'errors.verification.stepNotStartable',
        });
      const applicantId =
        step?.applicant_id ??
        (
          await kyc.createApplicant({
            externalRef: externalRefOf(profileId, kind),
            level: KYC_LEVEL_OF_STEP[kind],
          })
        ).applicantId;
      const access = await kyc.issueAccess(applicantId, ctx.nowMs());
      const at = new Date(ctx.nowMs());
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const current = await verificationRepo.findStep(trx, profileId, kind, true);
        // A decision that arrived meanwhile stands: the page is not reopened over it.
        if (current && !STARTABLE.includes(current.status))
          throw new DomainError('CONFLICT_ERROR', { reason: 'step_not_startable', status: current.status });
        return verificationRepo.saveStep(trx, profileId, kind, {
          status: 'INIT',
          provider: kyc.name,
          applicant_id: applicantId,
          access_token_hash: hashAccessToken(access.token),
          access_expires_at: access.expiresAt,
          updated_at: at,
        });
      });
      return {
        kind,
        status: saved.status,
        url: access.url,
        access_token: access.token,
        expires_at: access.expiresAt.toISOString(),
      };
    },
  };
}
