import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';

/**
 * Whether one of the user's profiles claimed a TON deposit: the claim is signed with the sending
 * wallet's key (ton-claims.ts), so the user holds that TON wallet.
 */
export async function hasClaimedWithTonWallet(db: Kysely<Schema>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ton_chain_deposits')
    .innerJoin('profiles', 'profiles.id', 'ton_chain_deposits.claimed_by')
    .select('ton_chain_deposits.tx_hash')
    .where('profiles.user_id', '=', userId)
    .where('ton_chain_deposits.status', '=', 'claimed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
