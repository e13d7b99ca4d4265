import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { verificationRepo } from './verification.repo';
import { residenceCountryOf } from './verification-view';

/**
 * The guard's port for the residence the rules apply to (auth/rule-residence.ts): the country the
 * provider read from the profile's document, else the one the user declared, else null. Read per
 * call, so a declaration or a webhook counts from the next request on.
 */
export function createVerifiedResidence(db: Kysely<Schema>) {
  return async (profileId: string): Promise<string | null> =>
    residenceCountryOf(await verificationRepo.listPersons(db, profileId));
}
