import { randomUUID } from 'node:crypto';
import { recordSandboxKyc } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { isUuid } from '../../auth/ownership';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createIdentityVerifications } from './identity-verifications.repo';

/**
 * `POST /api/dev/sandbox/kyc/:profileId` `{status?, full_name?}`: the sandbox KYC provider's
 * answer for a profile (COMPLETED unless told), so a developer or a test can reach the documents.
 * Absent when providers are live or KYC is in PROVIDERS_OFF; the real KYC flow is a later issue.
 */
export function createSandboxKycModule(ctx: ModuleContext): AppModule {
  if (ctx.config.providersMode !== 'sandbox' || ctx.config.providersOff.includes('kyc'))
    return { routes: [] };
  const verifications = createIdentityVerifications(ctx.db);
  const route = defineRoute(recordSandboxKyc, async ({ params, body, c }) => {
    const profileId = params.profileId ?? '';
    const profile = isUuid(profileId)
      ? await ctx.db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst()
      : undefined;
    if (!profile) throw new DomainError('NOT_FOUND');
    const record = await verifications.record({
      profileId,
      status: body.status,
      provider: 'sandbox',
      providerRef: `sandbox-${randomUUID()}`,
      fullName: body.full_name ?? null,
      at: new Date(ctx.nowMs()),
    });
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return {
      profile_id: record.profile_id,
      status: record.status,
      provider: record.provider,
      provider_ref: record.provider_ref,
      full_name: record.full_name,
      verified_at: record.verified_at?.toISOString() ?? null,
    };
  });
  return { routes: [route] };
}
