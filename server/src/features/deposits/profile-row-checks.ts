import type { Kysely } from 'kysely';
import type { ProfileRowCheck } from '../../auth/ownership';
import type { Schema } from '../../db/schema';

/** Whether a saved card belongs to the profile, until it is deleted (the route guard's ownership). */
export function createSavedCardCheck(db: Kysely<Schema>): ProfileRowCheck {
  return async (id, profileId) =>
    (await db
      .selectFrom('saved_cards')
      .select('id')
      .where('id', '=', id)
      .where('profile_id', '=', profileId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) !== undefined;
}
