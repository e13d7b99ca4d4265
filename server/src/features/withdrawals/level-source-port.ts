import type { VerificationLevel } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Why a profile's money out is held (a late RED, a rejection), by its reason code. */
export interface PayoutHold {
  reasonCode: string;
}

/**
 * Where payouts learn the profile's verification level and whether its money out is held. The
 * verification feature owns the answer; payouts read it through this port, inside the payout's
 * own transaction (`db` is that transaction), and never read its tables.
 */
export interface LevelSource {
  levelOf(db: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  holdOf(db: Kysely<Schema>, profileId: string): Promise<PayoutHold | null>;
}

/**
 * The source used until the verification feature is wired in: every profile at the highest level
 * and none held, so payouts keep the limits they had (the catalogue's caps) and no test or flow
 * that pays out more than the first level allows is refused before users can verify.
 */
export const unrestrictedLevelSource: LevelSource = {
  async levelOf() {
    return 'full';
  },
  async holdOf() {
    return null;
  },
};
