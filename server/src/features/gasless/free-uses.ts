import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

export interface FreeUses {
  /** Free transfers the wallet has left this month. */
  left(wallet: string, nowMs: number): Promise<number>;
  /** Takes one free transfer; false when the month's are used up (two sends cannot both take the last). */
  claim(wallet: string, nowMs: number): Promise<boolean>;
  /** Gives back a claimed use whose transfer did not go out. */
  release(wallet: string, nowMs: number): Promise<void>;
}

export function monthOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

export function createFreeUses(db: Kysely<Schema>, perMonth: number): FreeUses {
  return {
    async left(wallet, nowMs) {
      const row = await db
        .selectFrom('gasless_free_uses')
        .select('uses')
        .where('wallet', '=', wallet)
        .where('month', '=', monthOf(nowMs))
        .executeTakeFirst();
      return Math.max(0, perMonth - (row?.uses ?? 0));
    },

    async claim(wallet, nowMs) {
      if (perMonth <= 0) return false;
      const row = await db
        .insertInto('gasless_free_uses')
        .values({ wallet, month: monthOf(nowMs), uses: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['wallet', 'month'])
            .doUpdateSet({ uses: sql`gasless_free_uses.uses + 1` })
            .where('gasless_free_uses.uses', '<', perMonth),
        )
        .returning('uses')
        .executeTakeFirst();
      return row !== undefined;
    },

    async release(wallet, nowMs) {
      await db
        .updateTable('gasless_free_uses')
        .set({ uses: sql`uses - 1` })
        .where('wallet', '=', wallet)
        .where('month', '=', monthOf(nowMs))
        .where('uses', '>', 0)
        .execute();
    },
  };
}
