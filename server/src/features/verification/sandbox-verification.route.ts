import { randomUUID } from 'node:crypto';
import { completeSandboxVerification, type VerificationState } from '@ferry/shared/contracts';
import { DomainError, levelRow, type VerificationStepKind } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import { isUuid } from '../../auth/ownership';
import type { Schema } from '../../db/schema';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import type { ModuleContext } from '../../module-context/module-context';
import { isKycSandboxed } from '../../providers/kyc/sandbox-kyc-provider';
import { type PersonRow, verificationRepo } from './verification.repo';
import type { VerificationPorts } from './verification-ports';
import { announceResidenceChange } from './verified-residence';

/** The provider a sandbox-completed step names, as the sandbox KYC door does. */
const SANDBOX_PROVIDER = 'sandbox';

/**
 * The person a sandbox profile declares when it declared nobody, and whose document it shows. They
 * live outside the EEA, so the MiCA rules close no currency to a developer's verified sandbox
 * account; a MiCA case is tried by declaring an EEA residence first (docs/decisions.md).
 */
const SANDBOX_PERSON = {
  first_name: 'Sandy',
  last_name: 'Box',
  date_of_birth: '1990-01-01',
  country: 'UA',
  city: 'Kyiv',
  street: 'Khreshchatyk St 1',
  postal_code: '01001',
};

type Person = Omit<PersonRow, 'profile_id' | 'source' | 'updated_at'>;

function personOf(row: PersonRow): Person {
  const { first_name, last_name, date_of_birth, country, city, street, postal_code } = row;
  return { first_name, last_name, date_of_birth, country, city, street, postal_code };
}

/** Completes one step as the user (PHONE, DECLARED_ADDRESS) or the sandbox provider would. */
async function completeStep(
  trx: Kysely<Schema>,
  profileId: string,
  kind: VerificationStepKind,
  person: Person,
  at: Date,
) {
  if (kind === 'DECLARED_ADDRESS')
    await verificationRepo.savePerson(trx, {
      profile_id: profileId,
      source: 'declared',
      ...person,
      updated_at: at,
    });
  if (kind === 'IDENTITY')
    await verificationRepo.savePerson(trx, {
      profile_id: profileId,
      source: 'document',
      ...person,
      city: null,
      street: null,
      postal_code: null,
      updated_at: at,
    });
  const isProviderStep = kind === 'IDENTITY' || kind === 'ADDRESS';
  // No phone number is kept: a made-up one could take the number a real user verifies later.
  return verificationRepo.saveStep(trx, profileId, kind, {
    status: 'COMPLETED',
    ...(isProviderStep ? { provider: SANDBOX_PROVIDER, applicant_id: `sandbox-${randomUUID()}` } : {}),
    access_token_hash: null,
    access_expires_at: null,
    updated_at: at,
  });
}

/**
 * `POST /api/dev/sandbox/verification/:profileId` `{level?}`: completes the steps of the level for
 * a profile, so a developer or a test reaches its limits in one call. A step already COMPLETED is
 * left as it is; the person the profile declared is the one its document shows. Served only while
 * KYC is sandboxed; the documents' identity record follows IDENTITY as the webhook keeps it.
 */
export function createSandboxVerificationRoute(deps: {
  ctx: ModuleContext;
  identities: VerificationPorts['identities'];
  state: (profileId: string) => Promise<VerificationState>;
}) {
  const { ctx } = deps;
  if (!isKycSandboxed(ctx.config)) return undefined;
  return defineRoute(completeSandboxVerification, async ({ params, body, c }) => {
    const profileId = params.profileId ?? '';
    const profile = isUuid(profileId)
      ? await ctx.db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst()
      : undefined;
    if (!profile) throw new DomainError('NOT_FOUND');
    const at = new Date(ctx.nowMs());
    const identity = await ctx.db.transaction().execute(async (trx) => {
      const steps = await verificationRepo.listSteps(trx, profileId);
      const declared = (await verificationRepo.listPersons(trx, profileId)).find(
        (row) => row.source === 'declared',
      );
      const isDeclared = steps.some(
        (step) => step.kind === 'DECLARED_ADDRESS' && step.status === 'COMPLETED',
      );
      // Only the person's fields: the declared row's own keys (its source) must not come along.
      const person: Person = declared && isDeclared ? personOf(declared) : SANDBOX_PERSON;
      let completedIdentity: { applicantId: string | null; fullName: string } | undefined;
      for (const kind of levelRow(body.level ?? 'verified').steps) {
        if (steps.some((step) => step.kind === kind && step.status === 'COMPLETED')) continue;
        const saved = await completeStep(trx, profileId, kind, person, at);
        if (kind === 'IDENTITY')
          completedIdentity = {
            applicantId: saved.applicant_id,
            fullName: `${person.first_name} ${person.last_name}`,
          };
      }
      return completedIdentity;
    });
    await announceResidenceChange(ctx.bus, profileId);
    if (identity)
      await deps.identities.record({
        profileId,
        status: 'COMPLETED',
        provider: SANDBOX_PROVIDER,
        providerRef: identity.applicantId,
        fullName: identity.fullName,
        at,
      });
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return deps.state(profileId);
  });
}
