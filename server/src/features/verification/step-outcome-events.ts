import {
  LEVEL_LIMITS_CURRENCY,
  levelOf,
  levelRow,
  resolveDisplayMode,
  VERIFICATION_LEVELS,
  type VerificationLevel,
  type VerificationStatus,
  type VerificationStepKind,
} from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import { emitUserEvent } from '../../events/user-events';
import { stepStatusesOf } from './step-statuses';
import { verificationRepo } from './verification.repo';

/** The user event of a verification outcome: the bot tells it, the user's sockets may refresh. */
export const VERIFICATION_OUTCOME_TOPIC = 'verification.outcome';
/** Where the bot's button opens the app when the step was not started from a journey. */
export const DEFAULT_RETURN_PATH = '/profile/verification';
/** The advisory lock's first key (any fixed number); the second is the profile's hash. */
const OUTCOME_LOCK_KEY = 7_146_027;

export type StepOutcome = 'approved' | 'retry' | 'rejected';

/** The payload of a `verification.outcome` event, under `verification_outcome`. */
export interface VerificationOutcomePayload {
  outcome: StepOutcome | 'limitRaised';
  step: VerificationStepKind | null;
  comment: string | null;
  level: VerificationLevel | null;
  limits: {
    currency: string;
    in: { day: string; month: string };
    out: { day: string; month: string };
  } | null;
  return_path: string;
}

/** What the user is told of a step going from `from` to `to`; null when nothing is to be told. */
export function outcomeOfChange(from: VerificationStatus, to: VerificationStatus): StepOutcome | null {
  if (from === to) return null;
  if (to === 'COMPLETED') return 'approved';
  if (to === 'RETRY') return 'retry';
  if (to === 'REJECTED') return 'rejected';
  return null;
}

const rankOf = (level: VerificationLevel) => VERIFICATION_LEVELS.indexOf(level);

/**
 * Keeps the path a step was started from (a transaction journey), or forgets it when the step is
 * started again from elsewhere, so the outcome's button opens where the user last was.
 */
export async function saveReturnPath(
  db: Kysely<Schema>,
  profileId: string,
  kind: VerificationStepKind,
  path: string | undefined,
  at: Date,
): Promise<void> {
  // The app's own prefix of a mode (`/messenger`) is left out: the bot opens the mini-app's.
  const appPath =
    path === undefined ? undefined : path.slice(resolveDisplayMode(path).basename.length) || '/';
  if (appPath === undefined) {
    await db
      .deleteFrom('verification_return_paths')
      .where('profile_id', '=', profileId)
      .where('kind', '=', kind)
      .execute();
    return;
  }
  await db
    .insertInto('verification_return_paths')
    .values({ profile_id: profileId, kind, path: appPath, updated_at: at })
    .onConflict((conflict) =>
      conflict.columns(['profile_id', 'kind']).doUpdateSet({ path: appPath, updated_at: at }),
    )
    .execute();
}

/**
 * Leaves, in the transaction that changed a step, the user events of what the change means to
 * them: the step's outcome (approved, retry with the provider's comment, rejected) and the level
 * going up. They are written to the outbox and published after the commit, so a change that rolls
 * back tells nothing; the caller calls this only for a change it applied, so a duplicate or a stale
 * delivery tells nothing either. The level told last is kept per profile under a lock, so two steps
 * completing at once tell the level they reach together once. `isLevelOnly`: the user saw this
 * change where they made it (the bot's own answer to a shared contact; declared data, which no one
 * checked), so only the level it completes is told.
 */
export async function tellStepOutcome(
  trx: Kysely<Schema>,
  change: {
    profileId: string;
    kind: VerificationStepKind;
    from: VerificationStatus;
    to: VerificationStatus;
    comment: string | null;
    at: Date;
    isLevelOnly?: boolean;
  },
): Promise<void> {
  const { profileId, kind } = change;
  await sql`SELECT pg_advisory_xact_lock(${OUTCOME_LOCK_KEY}::int, hashtext(${profileId}))`.execute(trx);
  const profile = await trx
    .selectFrom('profiles')
    .select('user_id')
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (!profile) return;
  const saved = await trx
    .selectFrom('verification_return_paths')
    .select('path')
    .where('profile_id', '=', profileId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const returnPath = saved?.path ?? DEFAULT_RETURN_PATH;
  const emit = (payload: VerificationOutcomePayload) =>
    emitUserEvent(trx, profile.user_id, VERIFICATION_OUTCOME_TOPIC, { verification_outcome: payload });

  const outcome = outcomeOfChange(change.from, change.to);
  if (outcome !== null && !change.isLevelOnly)
    await emit({
      outcome,
      step: kind,
      comment: outcome === 'retry' ? change.comment : null,
      level: null,
      limits: null,
      return_path: returnPath,
    });

  const statuses = stepStatusesOf(await verificationRepo.listSteps(trx, profileId));
  const level = levelOf(statuses);
  const told = await trx
    .selectFrom('verification_told_levels')
    .select('level')
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  // Before anything was told, the level before this change is the one the user knew.
  const before = told?.level ?? levelOf({ ...statuses, [kind]: change.from });
  if (rankOf(level) > rankOf(before)) {
    const { limits } = levelRow(level);
    await emit({
      outcome: 'limitRaised',
      step: null,
      comment: null,
      level,
      limits: { currency: LEVEL_LIMITS_CURRENCY, in: { ...limits.in }, out: { ...limits.out } },
      return_path: returnPath,
    });
  }
  if (told?.level !== level)
    await trx
      .insertInto('verification_told_levels')
      .values({ profile_id: profileId, level, updated_at: change.at })
      .onConflict((conflict) => conflict.column('profile_id').doUpdateSet({ level, updated_at: change.at }))
      .execute();
}
