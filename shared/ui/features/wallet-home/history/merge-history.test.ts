import { describe, expect, it } from 'vitest';
import { makeTransaction } from '../../../test/transaction.test-kit';
import { makeWalletHistoryItem } from '../../../test/wallet-money-kit';
import type { WalletHistoryItem } from '../../../wallet-ui/chain/wallet-chain';
import { mergeHistory } from './merge-history';

function walletItem(hash: string, time: number): WalletHistoryItem {
  return makeWalletHistoryItem({ id: `${hash}:0`, hash, time, amount: 1n });
}

describe('mergeHistory', () => {
  it('interleaves wallet events and Ferry transactions by time, newest first, and cuts at the limit', () => {
    const wallet = [walletItem('w2', 1_700_000_300), walletItem('w1', 1_700_000_100)];
    const ferry = [
      makeTransaction({ id: 'f2', created_at: new Date(1_700_000_200_000).toISOString() }),
      makeTransaction({ id: 'f1', created_at: new Date(1_700_000_000_000).toISOString() }),
    ];
    const merged = mergeHistory(wallet, ferry, 3);
    expect(merged.map((entry) => entry.key)).toEqual(['w:w2:0', 'f:f2', 'w:w1:0']);
    expect(merged.map((entry) => entry.source)).toEqual(['wallet', 'ferry', 'wallet']);
  });

  it('keeps a stable order for the same moment', () => {
    const when = new Date(1_700_000_000_000).toISOString();
    const merged = mergeHistory(
      [walletItem('a', 1_700_000_000)],
      [makeTransaction({ id: 'b', created_at: when })],
      5,
    );
    expect(merged.map((entry) => entry.source)).toEqual(['wallet', 'ferry']);
  });
});
