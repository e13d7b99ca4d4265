import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import type { ChainHeights } from './ton-chain-networks';

export interface RememberedHeights extends ChainHeights {
  remember(txHash: string, height: number): void;
}

/**
 * Heights of the TON deposits still confirming, kept in memory so the confirmation count needs
 * no query while the worker holds its transaction (PGlite has one connection). Loaded from
 * `ton_chain_deposits` at start, so a restart loses none; the chain itself lives in this process.
 */
export async function loadChainHeights(
  db: Kysely<Schema>,
  current: () => number,
): Promise<RememberedHeights> {
  const rows = await db
    .selectFrom('ton_chain_deposits')
    .innerJoin('crypto_deposits', 'crypto_deposits.transaction_id', 'ton_chain_deposits.transaction_id')
    .select(['ton_chain_deposits.tx_hash', 'ton_chain_deposits.height'])
    .where('crypto_deposits.status', '=', 'confirming')
    .execute();
  const heights = new Map(rows.map((row) => [row.tx_hash, Number(row.height)]));
  return {
    current,
    of: (txHash) => heights.get(txHash),
    remember: (txHash, height) => void heights.set(txHash, height),
  };
}
