import type { TwoFactorScope } from '@ferry/shared/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Schema, TwoFactorTable } from '../../db/schema';

export type TwoFactorRow = Selectable<TwoFactorTable>;

/** Wrong codes in a row that lock the second factor until support clears it. */
export const MAX_FAILED_ATTEMPTS = 5;

export const SCOPE_COLUMNS = {
  login: 'scope_login',
  transfers: 'scope_transfers',
  card_details: 'scope_card_details',
} as const satisfies Record<TwoFactorScope, keyof TwoFactorTable>;

/** The `two_factor` row of each user: the sealed secret, its scopes, replay and lock state. */
export function createTwoFactorRepo(db: Kysely<Schema>, nowMs: () => number) {
  const now = () => new Date(nowMs());

  return {
    find: (userId: string) =>
      db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** A new secret waiting for its confirming code; an enabled secret is never replaced here. */
    async savePendingSecret(userId: string, sealedSecret: string): Promise<boolean> {
      const saved = await db
        .insertInto('two_factor')
        .values({
          user_id: userId,
          pending_secret_sealed: sealedSecret,
          secret_sealed: null,
          enabled_at: null,
        })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ pending_secret_sealed: sealedSecret, last_time_step: null, updated_at: now() })
            .where('two_factor.enabled_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      return saved !== undefined;
    },

    /**
     * Takes the step of an accepted code, once: the conditional UPDATE lets exactly one of two
     * parallel uses of a code win. With `enable` it also promotes the pending secret it names,
     * so a setup started meanwhile (a new pending secret) cannot be switched on by an old code.
     */
    async claimStep(userId: string, step: number, enable?: { sealedSecret: string }): Promise<boolean> {
      const claimed = await db
        .updateTable('two_factor')
        .set({
          last_time_step: BigInt(step),
          failed_attempts: 0,
          updated_at: now(),
          ...(enable
            ? {
                secret_sealed: enable.sealedSecret,
                pending_secret_sealed: null,
                enabled_at: now(),
                scope_login: true,
                scope_transfers: true,
                scope_card_details: true,
              }
            : {}),
        })
        .where('user_id', '=', userId)
        .where('locked_at', 'is', null)
        .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', BigInt(step))]))
        .$if(enable !== undefined, (query) =>
          query
            .where('enabled_at', 'is', null)
            .where('pending_secret_sealed', '=', enable?.sealedSecret ?? ''),
        )
        .returning('user_id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Counts a wrong code; the fifth in a row locks. Answers whether the second factor is now locked. */
    async recordFailure(userId: string): Promise<boolean> {
      const row = await db
        .updateTable('two_factor')
        .set({
          failed_attempts: sql`failed_attempts + 1`,
          locked_at: sql`CASE WHEN failed_attempts + 1 >= ${MAX_FAILED_ATTEMPTS} THEN coalesce(locked_at, ${now()}) ELSE locked_at END`,
          updated_at: now(),
        })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .returning('locked_at')
        .executeTakeFirst();
      return row?.locked_at != null;
    },

    async updateScopes(userId: string, scopes: Partial<Record<TwoFactorScope, boolean>>): Promise<void> {
      const changes: Partial<Record<(typeof SCOPE_COLUMNS)[TwoFactorScope], boolean>> = {};
      for (const [scope, isOn] of Object.entries(scopes) as [TwoFactorScope, boolean | undefined][]) {
        if (isOn !== undefined) changes[SCOPE_COLUMNS[scope]] = isOn;
      }
      await db
        .updateTable('two_factor')
        .set({ ...changes, updated_at: now() })
        .where('user_id', '=', userId)
        .execute();
    },

    async disable(userId: string): Promise<void> {
      await db
        .updateTable('two_factor')
        .set({
          secret_sealed: null,
          pending_secret_sealed: null,
          enabled_at: null,
          scope_login: false,
          scope_transfers: false,
          scope_card_details: false,
          failed_attempts: 0,
          updated_at: now(),
        })
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * For support, once they have confirmed who is asking: clears the lock and the count of
     * wrong codes. Answers whether a lock was there to clear.
     */
    async unlockTwoFactor(userId: string): Promise<boolean> {
      const row = await db
        .updateTable('two_factor')
        .set({ locked_at: null, failed_attempts: 0, updated_at: now() })
        .where('user_id', '=', userId)
        .where('locked_at', 'is not', null)
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
