import type { Attribution } from '@ferry/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Schema, TelegramStartSourcesTable } from '../db/schema';

/**
 * The sources the bot saw on `/start`, per Telegram user, until that user registers. The first
 * one recorded stands: a later `/start` through another link never replaces it.
 */
export function createStartSourcesRepo(db: Kysely<Schema>) {
  return {
    /** Records the source unless one is already kept; says whether this one was recorded. */
    async remember(telegramUserId: bigint, attribution: Attribution): Promise<boolean> {
      const inserted = await db
        .insertInto('telegram_start_sources')
        .values({
          tg_id: telegramUserId,
          referrer_tg_id: attribution.referrerTelegramId,
          utm_source: attribution.utm.source ?? null,
          utm_medium: attribution.utm.medium ?? null,
          utm_campaign: attribution.utm.campaign ?? null,
          utm_term: attribution.utm.term ?? null,
        })
        .onConflict((conflict) => conflict.column('tg_id').doNothing())
        .returning('tg_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Takes the kept source for a registering user (and forgets it), in their transaction. */
    async take(telegramUserId: bigint, executor: Kysely<Schema>): Promise<Attribution | undefined> {
      const row = await executor
        .deleteFrom('telegram_start_sources')
        .where('tg_id', '=', telegramUserId)
        .returningAll()
        .executeTakeFirst();
      return row ? toAttribution(row) : undefined;
    },

    /** The kept source of a user not registered yet, left in place for their sign-up. */
    async find(telegramUserId: bigint): Promise<Attribution | undefined> {
      const row = await db
        .selectFrom('telegram_start_sources')
        .selectAll()
        .where('tg_id', '=', telegramUserId)
        .executeTakeFirst();
      return row ? toAttribution(row) : undefined;
    },
  };
}

function toAttribution(row: Selectable<TelegramStartSourcesTable>): Attribution {
  const utm = {
    ...(row.utm_source ? { source: row.utm_source } : {}),
    ...(row.utm_medium ? { medium: row.utm_medium } : {}),
    ...(row.utm_campaign ? { campaign: row.utm_campaign } : {}),
    ...(row.utm_term ? { term: row.utm_term } : {}),
  };
  const referrer = row.referrer_tg_id === null ? null : BigInt(row.referrer_tg_id);
  return { referrerTelegramId: referrer, utm };
}

export type StartSourcesRepo = ReturnType<typeof createStartSourcesRepo>;
