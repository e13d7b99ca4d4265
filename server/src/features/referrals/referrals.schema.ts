import type { ColumnType, Generated } from 'kysely';

type Minor = ColumnType<string, string | bigint, string | bigint>;

export type ReferralRewardKind = 'REF_DEPOSIT' | 'REF_CONVERT';
export type ReferralRewardStatus = 'pending' | 'paid' | 'refused' | 'void' | 'clawed_back';

/** One reward per qualifying transaction of an invited friend (migration 0067). */
export interface ReferralRewardsTable {
  id: Generated<string>;
  kind: ReferralRewardKind;
  referrer_user_id: string;
  friend_user_id: string;
  source_transaction_id: string;
  source_amount: Minor;
  source_currency: string;
  amount: Minor;
  currency: string;
  status: Generated<ReferralRewardStatus>;
  refusal_reason: string | null;
  friend_identity: string | null;
  reward_transaction_id: string | null;
  clawback_transaction_id: string | null;
  /** When a pass found the transaction DONE (the app's clock): its refund window starts here. */
  created_at: Date;
  settled_at: Date | null;
}

export interface ReferralsSchema {
  referral_rewards: ReferralRewardsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends ReferralsSchema {}
}
