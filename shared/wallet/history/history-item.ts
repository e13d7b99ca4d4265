import type { TokenSlug } from '../token-slug';

/** tonapi's action types the wallet names (001 §3 "Chain event action types"). */
export const CHAIN_ACTION_TYPES = [
  'TonTransfer',
  'JettonTransfer',
  'JettonSwap',
  'JettonBurn',
  'JettonMint',
  'ContractDeploy',
  'SmartContractExec',
  'Subscribe',
  'UnSubscribe',
  'AuctionBid',
  'DepositStake',
  'WithdrawStake',
  'WithdrawStakeRequest',
  'ElectionsRecoverStake',
  'ElectionsDepositStake',
] as const;
export type ChainActionType = (typeof CHAIN_ACTION_TYPES)[number];

/**
 * What happened, in the user's terms (001 §3 "Transaction kinds"), plus `transfer` for a plain
 * send or receive. `deposit`/`withdraw` are moves between this wallet and the user's Ferry
 * (custodial) addresses: into Ferry is a deposit, out of Ferry a withdrawal.
 */
export const HISTORY_KINDS = [
  'transfer',
  'burn',
  'mint',
  'swap',
  'deposit',
  'withdraw',
  'contractCall',
  'contractDeploy',
  'subscribe',
  'unsubscribe',
  'walletInitialize',
  'auctionBid',
  'depositStake',
  'withdrawStake',
  'withdrawStakeRequest',
  'electionsRecoverStake',
  'electionsDepositStake',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Relative to the wallet: `self` when it sent to itself, `none` when no value moved for it. */
export type HistoryDirection = 'in' | 'out' | 'self' | 'none';

export interface HistoryItem {
  /** `<eventId>:<action index>`: unique across the history. */
  id: string;
  eventId: string;
  lt: bigint;
  /** Unix seconds. */
  timestamp: number;
  actionType: ChainActionType | 'Unknown';
  kind: HistoryKind;
  direction: HistoryDirection;
  /** In the token's smallest unit (nanotons for TON). */
  amount: bigint;
  token: TokenSlug;
  /** For a swap: what came back. */
  received?: { amount: bigint; token: TokenSlug };
  /** The other side (raw address), when there is one. */
  counterparty?: string;
  comment?: string;
  /** The TON the event cost the wallet in fees; set on the event's first item only. */
  feeNano?: bigint;
  status: 'ok' | 'failed';
  isInProgress: boolean;
  isScam: boolean;
  /** tonapi's one-line description, for actions the wallet does not model. */
  description?: string;
}
