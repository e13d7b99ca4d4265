import type { ColumnType, Generated } from 'kysely';

/** Tables of custodial TON deposits (migration 0029). */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Height = ColumnType<bigint, bigint | number, bigint | number>;

export interface TonHotWalletsTable {
  currency: string;
  version: 'v5r1';
  address: string;
  public_key: string;
  sealed_secret_key: string;
  created_at: Generated<Date>;
}

export type TonChainDepositStatus = 'matched' | 'unclaimed' | 'claimed';

export interface TonChainDepositsTable {
  tx_hash: string;
  event_id: string;
  currency: string;
  amount: Minor;
  sender: string;
  comment: string | null;
  height: Height;
  status: TonChainDepositStatus;
  transaction_id: string | null;
  claimed_by: string | null;
  created_at: Generated<Date>;
  claimed_at: NullableTimestamp;
}

export interface TonClaimChallengesTable {
  id: Generated<string>;
  tx_hash: string;
  profile_id: string;
  text: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface TonDepositsSchema {
  ton_hot_wallets: TonHotWalletsTable;
  ton_chain_deposits: TonChainDepositsTable;
  ton_claim_challenges: TonClaimChallengesTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../../db/schema' {
  interface Schema extends TonDepositsSchema {}
}
