import type { ReferralPorts } from './features/referrals/referral-terms';
import { createVerifiedPersonKeys } from './features/verification/verified-person-key';
import type { LevelSource } from './level-limits/level-source-port';

/**
 * What referrals asks of verification: the level the money core reads, and the verified person's
 * key (verification's digest of the identity document's person, the farm's one-per-person key),
 * so two accounts of one person give one key and no person is kept in clear
 * (docs/decisions.md "Frens: referral rewards").
 */
export function createReferralPorts(levelSource: LevelSource): ReferralPorts {
  return {
    levelOf: (db, profileId) => levelSource.levelOf(db, profileId),
    personOf: createVerifiedPersonKeys(),
  };
}
