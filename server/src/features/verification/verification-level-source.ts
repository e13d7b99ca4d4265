import { levelOf, type VerificationLevel } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { stepStatusesOf } from './step-statuses';
import { verificationRepo } from './verification.repo';

export interface VerificationLevelSource {
  /** The level the profile's completed steps reach now. */
  levelOf(trxOrDb: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  /** The hold on the profile's money out (a late RED), or null while nothing is held. */
  holdOf(trxOrDb: Kysely<Schema>, profileId: string): Promise<{ reasonCode: string } | null>;
}

/**
 * What the money core asks of verification when it checks a movement against the limits: read in
 * the caller's transaction, so a limit check and the movement it allows see the same level.
 */
export function createVerificationLevelSource(db: Kysely<Schema>): VerificationLevelSource {
  return {
    async levelOf(trxOrDb = db, profileId) {
      return levelOf(stepStatusesOf(await verificationRepo.listSteps(trxOrDb, profileId)));
    },
    async holdOf(trxOrDb = db, profileId) {
      const hold = await verificationRepo.findHold(trxOrDb, profileId);
      return hold ? { reasonCode: hold.reason_code } : null;
    },
  };
}
