import { levelOf } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LevelSource } from '../../level-limits/level-source-port';
import { stepStatusesOf } from './step-statuses';
import { verificationRepo } from './verification.repo';

/**
 * The money core's LevelSource port, answered by verification: what the core asks when it checks
 * a movement against the limits, read in the caller's transaction, so a limit check and the
 * movement it allows see the same level.
 */
export function createVerificationLevelSource(db: Kysely<Schema>): LevelSource {
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
