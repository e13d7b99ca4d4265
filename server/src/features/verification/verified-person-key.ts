import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { verificationRepo } from './verification.repo';

/**
 * A digest of the person the provider read from the profile's identity document (names, date of
 * birth, country), once the IDENTITY step is COMPLETED; null before. Two accounts of one person
 * give one key, so a rule "one per person" (the farm's) can hold without keeping the person
 * anywhere else. Names are compared without case, accents or spacing.
 */
export function createVerifiedPersonKeys() {
  return async (db: Kysely<Schema>, profileId: string): Promise<string | null> => {
    const identity = await verificationRepo.findStep(db, profileId, 'IDENTITY');
    if (identity?.status !== 'COMPLETED') return null;
    const person = (await verificationRepo.listPersons(db, profileId)).find(
      (row) => row.source === 'document',
    );
    if (!person) return null;
    const name = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[^\p{L}]/gu, '')
        .toLowerCase();
    const parts = [
      name(person.first_name),
      name(person.last_name),
      person.date_of_birth,
      person.country.toUpperCase(),
    ];
    return createHash('sha256').update(parts.join('|')).digest('hex');
  };
}
