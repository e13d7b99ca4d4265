import { levelOf } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LevelSource } from '../../level-limits/level-source-port';
import { stepStatusesOf } from './step-statuses';
import { type StepRow, verificationRepo } from './verification.repo';

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
    levelSql(profileId) {
      return {
        value: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('kind', kind, 'status', status)), '[]'::json)
          FROM verification_steps WHERE profile_id = ${profileId})`,
        levelFrom(value) {
          const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Pick<
            StepRow,
            'kind' | 'status'
          >[];
          return levelOf(stepStatusesOf(rows));
        },
      };
    },
  };
}
