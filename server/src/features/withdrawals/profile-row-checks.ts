import type { Kysely } from 'kysely';
import type { ProfileRowCheck } from '../../auth/ownership';
import type { Schema } from '../../db/schema';

/** Whether a saved requisite or a preset belongs to the profile (the route guard's ownership). */
export function createWithdrawalRowChecks(db: Kysely<Schema>): {
  requisite: ProfileRowCheck;
  preset: ProfileRowCheck;
} {
  return {
    requisite: async (id, profileId) =>
      (await db
        .selectFrom('requisites')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst()) !== undefined,
    preset: async (id, profileId) =>
      (await db
        .selectFrom('presets')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst()) !== undefined,
  };
}
