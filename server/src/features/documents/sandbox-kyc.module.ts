import { randomUUID } from 'node:crypto';
import { VERIFICATION_STATUSES } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { isUuid } from '../../auth/ownership';
import type { AppEnv } from '../../http/app-env';
import { respondWithError } from '../../http/error-handler';
import { readValidBody } from '../../http/json-body';
import { createIdentityVerifications } from './identity-verifications.repo';

const bodySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('COMPLETED'),
  full_name: z.string().trim().min(2).max(120).optional(),
});

/**
 * `POST /api/dev/sandbox/kyc/:profileId` `{status?, full_name?}`: the sandbox KYC provider's
 * answer for a profile (COMPLETED unless told), so a developer or a test can reach the documents.
 * Absent when providers are live or KYC is in PROVIDERS_OFF; the real KYC flow is a later issue.
 */
export function createSandboxKycModule(ctx: ModuleContext): AppModule {
  if (ctx.config.providersMode !== 'sandbox' || ctx.config.providersOff.includes('kyc'))
    return { routes: [] };
  const verifications = createIdentityVerifications(ctx.db);
  const app = new Hono<AppEnv>().post('/:profileId', async (c) => {
    const profileId = c.req.param('profileId');
    const profile = isUuid(profileId)
      ? await ctx.db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst()
      : undefined;
    if (!profile) return respondWithError(c, 'NOT_FOUND');
    const body = await readValidBody(c, bodySchema, { emptyAs: {} });
    const record = await verifications.record({
      profileId,
      status: body.status,
      provider: 'sandbox',
      providerRef: `sandbox-${randomUUID()}`,
      fullName: body.full_name ?? null,
      at: new Date(ctx.nowMs()),
    });
    c.header('Cache-Control', 'no-store');
    return c.json({
      profile_id: record.profile_id,
      status: record.status,
      provider: record.provider,
      provider_ref: record.provider_ref,
      full_name: record.full_name,
      verified_at: record.verified_at?.toISOString() ?? null,
    });
  });
  return { routes: [], extraRoutes: [{ path: '/api/dev/sandbox/kyc', app }] };
}
