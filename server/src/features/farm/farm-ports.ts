import type { VerificationLevel } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * What the farm asks of other features, filled by the composition root (a feature never reads
 * another's tables): the verification level and the verified person of a profile, and whether a
 * user has used a TON wallet with Ferry.
 */
export interface FarmPorts {
  levelOf(db: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  /** A digest of the verified person behind the profile, null until the identity check passed. */
  personKeyOf(db: Kysely<Schema>, profileId: string): Promise<string | null>;
  /** The user signed with a TON wallet of theirs: a self-custody transfer, a deposit claimed by signature. */
  hasUsedTonWallet(db: Kysely<Schema>, userId: string): Promise<boolean>;
}
