/**
 * What the checker reads from the database after the run: the ledger audit, the stored answers
 * of idempotent requests, the transactions and the users' balances. Plain data, so synthetic
 * snapshots can test the checker.
 */

export interface AuditSummary {
  isBalanced: boolean;
  findings: readonly { check: string; detail: string }[];
}

/** One row of `idempotency_keys`: the first successful answer stored for a key. */
export interface StoredAnswer {
  scope: string;
  key: string;
  endpoint: string;
  statusCode: number;
  responseBody: string;
}

export interface TransactionRow {
  externalId: string;
  profileId: string;
  type: string;
  direction: string;
  status: string;
  /** External ids of the transaction this one derives from (a transfer's incoming leg, a refund). */
  parentExternalId: string | null;
  reproducedExternalId: string | null;
  currency: string;
  amountMinor: bigint;
  feeMinor: bigint;
  feeCurrency: string | null;
  toCurrency: string | null;
  toAmountMinor: bigint | null;
  paidAmountMinor: bigint | null;
  /** How the money moved (`balance` between profiles, `sepa`, a chain…); absent in synthetic rows. */
  payway?: string | null;
}

export interface UserBalanceRow {
  profileId: string;
  currency: string;
  availableMinor: bigint;
  heldMinor: bigint;
}

/** One card shared in a chat, with its transactions' external ids (issue 29). */
export interface ChatPaymentRow {
  id: string;
  kind: string;
  status: string;
  /** The sender's UPAYOUT carrying the hold (a send card). */
  holdExternalId: string | null;
  /** The claimer's UDEPOSIT. */
  settleExternalId: string | null;
}

/** One referral reward row (issue 29), with its transactions' external ids. */
export interface ReferralRewardRow {
  id: string;
  kind: string;
  status: string;
  referrerUserId: string;
  friendUserId: string;
  sourceExternalId: string | null;
  amountMinor: bigint;
  currency: string;
  /** The referrer's REF_DEPOSIT / REF_CONVERT once paid. */
  rewardExternalId: string | null;
  clawbackExternalId: string | null;
}

/** One farm conversion: points spent for a FARM_REWARD. */
export interface FarmConversionRow {
  userId: string;
  profileId: string;
  localDay: string;
  points: number;
  currency: string;
  amountMinor: bigint;
  transactionExternalId: string | null;
}

/** One ledger transfer into or out of the house promotions account. */
export interface PromotionTransferRow {
  kind: string;
  transactionExternalId: string | null;
  currency: string;
  amountMinor: bigint;
  /** True when the promotions account paid (the debit side). */
  isPaidOut: boolean;
}

/** What the promotions (referral rewards and the farm) left in the books. */
export interface PromotionsSnapshot {
  /** Every user with its profiles, Telegram id and referrer's Telegram id. */
  users: readonly {
    userId: string;
    profileIds: readonly string[];
    telegramId: string | null;
    referrerTelegramId: string | null;
  }[];
  rewards: readonly ReferralRewardRow[];
  farmConversions: readonly FarmConversionRow[];
  /** Each farm's points now, and what its check-ins and claimed tasks earned in all. */
  farmPoints: readonly { userId: string; points: number; earned: number }[];
  transfers: readonly PromotionTransferRow[];
  /** The promotions account's balance per currency (all its shards). */
  balances: ReadonlyMap<string, bigint>;
}

export interface DatabaseSnapshot {
  audit: AuditSummary;
  storedAnswers: readonly StoredAnswer[];
  transactions: readonly TransactionRow[];
  userBalances: readonly UserBalanceRow[];
  /** Cards shared in chats; absent in synthetic snapshots that have none. */
  chatPayments?: readonly ChatPaymentRow[];
  /** Referral rewards and farm conversions; absent in synthetic snapshots that have none. */
  promotions?: PromotionsSnapshot;
}

const MAX_DEPTH = 3;

/**
 * The external ids of the transactions an answer shows: any object carrying `id`, `type` and
 * `status` (a transaction view), at the top or nested (`{transaction, linked}`, `{deposit: …}`).
 */
export function extractTransactionIds(text: string | null): string[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const ids: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (
      typeof record.id === 'string' &&
      typeof record.type === 'string' &&
      typeof record.status === 'string'
    ) {
      ids.push(record.id);
    }
    for (const child of Object.values(record)) visit(child, depth + 1);
  };
  visit(parsed, 0);
  return [...new Set(ids)];
}
