import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from './db/schema';
import type { ReferralPorts } from './features/referrals/referral-rewards';
import { verificationRepo } from './features/verification/verification.repo';
import type { LevelSource } from './level-limits/level-source-port';

/** A name as a key: letters only, no accents, no case. */
function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
}

/**
 * What referrals asks of verification: the level the money core reads, and a digest of the person
 * the provider read from the identity document (names, date of birth, country) once the IDENTITY
 * step is COMPLETED, so two accounts of one person give one key and no person is kept in clear
 * (the same digest as the farm's; docs/decisions.md "Frens: referral rewards").
 */
export function createReferralPorts(levelSource: LevelSource): ReferralPorts {
  return {
    levelOf: (db, profileId) => levelSource.levelOf(db, profileId),
    async personOf(db: Kysely<Schema>, profileId: string) {
      const identity = await verificationRepo.findStep(db, profileId, 'IDENTITY');
      if (identity?.status !== 'COMPLETED') return null;
      const document = (await verificationRepo.listPersons(db, profileId)).find(
        (person) => person.source === 'document',
      );
      if (!document) return null;
      const parts = [
        nameKey(document.first_name),
        nameKey(document.last_name),
        document.date_of_birth,
        document.country.toUpperCase(),
      ];
      return createHash('sha256').update(parts.join('|')).digest('hex');
    },
  };
}
