import type { TransactionView } from '@ferry/shared/contracts';
import type { WalletHistoryItem } from '../../../wallet-ui/chain/wallet-chain';

/** One line of the one history: a wallet event or a Ferry transaction, with the time to sort by. */
export type HistoryEntry =
  | { source: 'wallet'; key: string; time: number; item: WalletHistoryItem }
  | { source: 'ferry'; key: string; time: number; transaction: TransactionView };

export type HistorySource = 'all' | HistoryEntry['source'];

/**
 * Puts the wallet's chain events and the custodial Ferry transactions into one list, newest
 * first (ties keep the wallet first, then by key, so the order never flickers between refreshes).
 */
export function mergeHistory(
  wallet: readonly WalletHistoryItem[],
  ferry: readonly TransactionView[],
  limit: number,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...wallet.map((item) => ({
      source: 'wallet' as const,
      key: `w:${item.id}`,
      time: item.time * 1000,
      item,
    })),
    ...ferry.map((transaction) => ({
      source: 'ferry' as const,
      key: `f:${transaction.id}`,
      time: Date.parse(transaction.created_at),
      transaction,
    })),
  ];
  entries.sort((left, right) => {
    if (right.time !== left.time) return right.time - left.time;
    if (left.source !== right.source) return left.source === 'wallet' ? -1 : 1;
    return left.key < right.key ? -1 : 1;
  });
  return entries.slice(0, limit);
}
