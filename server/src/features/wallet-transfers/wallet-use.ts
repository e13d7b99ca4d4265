import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Whether the user has sent from a self-custody TON wallet through Ferry (any transfer it followed). */
export async function hasSentFromTonWallet(db: Kysely<Schema>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_transfers')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
