import type { VerificationStatus } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export interface IdentityVerificationInput {
  profileId: string;
  status: VerificationStatus;
  provider: string;
  providerRef?: string | null;
  fullName?: string | null;
  at: Date;
}

/**
 * The profile's identity verification record: the minimum documents need (spec 000 §6 "Documents
 * need verified identity"). The KYC flow that drives it from a provider is a later issue; until
 * then only the sandbox's dev route writes it.
 */
export function createIdentityVerifications(db: Kysely<Schema>) {
  return {
    find(profileId: string) {
      return db
        .selectFrom('identity_verifications')
        .selectAll()
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
    },

    /** Sets the profile's current status; `verified_at` is kept only while COMPLETED. */
    record(input: IdentityVerificationInput) {
      const isVerified = input.status === 'COMPLETED';
      const values = {
        status: input.status,
        provider: input.provider,
        provider_ref: input.providerRef ?? null,
        full_name: input.fullName ?? null,
        verified_at: isVerified ? input.at : null,
        updated_at: input.at,
      };
      return db
        .insertInto('identity_verifications')
        .values({ profile_id: input.profileId, ...values })
        .onConflict((conflict) => conflict.column('profile_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type IdentityVerifications = ReturnType<typeof createIdentityVerifications>;
