import type { VerificationLevel } from '@ferry/shared/domain';
import type { Kysely, RawBuilder } from 'kysely';
import type { Schema } from '../db/schema';

/** Why a profile's money out is held (a late RED, a rejection), by its reason code. */
export interface PayoutHold {
  reasonCode: string;
}

/**
 * Where the money core learns the profile's verification level and whether its money out is
 * held. The verification feature owns the answer and the composition root hands it in; the core
 * reads it inside the movement's own transaction (`db` is that transaction) and never reads the
 * feature's tables.
 */
export interface LevelSource {
  levelOf(db: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  holdOf(db: Kysely<Schema>, profileId: string): Promise<PayoutHold | null>;
  /**
   * The same level read inside a caller's larger statement (one round trip, one snapshot): the SQL
   * value for the profile (a column of that statement) and how to read the level from it. A
   * source without it is asked with `levelOf`.
   */
  levelSql?(profileId: RawBuilder<string>): LevelInStatement;
}

/** A level read as a value of a larger statement (`LevelSource.levelSql`). */
export interface LevelInStatement {
  value: RawBuilder<unknown>;
  levelFrom(value: unknown): VerificationLevel;
}

/**
 * The source used when no verification feature is wired in (a context built without the app):
 * every profile at the highest level and none held, so nothing is refused for a level no user
 * could have raised.
 */
export const unrestrictedLevelSource: LevelSource = {
  async levelOf() {
    return 'full';
  },
  async holdOf() {
    return null;
  },
};
