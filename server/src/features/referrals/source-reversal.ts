import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * SQL for "the reward's source was refunded": a standing reversal linked to it
 * (money-operations/deposit-reversal.ts), for a query over `referral_rewards`.
 */
export const isRewardSourceReversedSql = sql<boolean>`EXISTS (SELECT 1 FROM transactions reversal
  WHERE reversal.parent_id = referral_rewards.source_transaction_id AND reversal.direction = 'PAYOUT'
    AND reversal.requisite ->> 'reversal_of' IS NOT NULL
    AND reversal.status NOT IN ('CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'))`;

/** The source was refunded: a reversal linked to it (money-operations/deposit-reversal.ts) stands. */
export function isReversed(db: Kysely<Schema>, sourceId: string): Promise<boolean> {
  return db
    .selectFrom('transactions')
    .select('id')
    .where('parent_id', '=', sourceId)
    .where('direction', '=', 'PAYOUT')
    .where(sql<boolean>`requisite ->> 'reversal_of' IS NOT NULL`)
    .where('status', 'not in', ['CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'])
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
