import type { Kysely } from 'kysely';
import type { ProfileRowCheck } from '../../auth/ownership';
import type { Schema } from '../../db/schema';

/** Whether a unified transaction's draft belongs to the profile (the route guard's ownership). */
export function createDraftCheck(db: Kysely<Schema>): ProfileRowCheck {
  return async (id, profileId) =>
    (await db
      .selectFrom('utransaction_drafts')
      .select('id')
      .where('id', '=', id)
      .where('profile_id', '=', profileId)
      .executeTakeFirst()) !== undefined;
}
