import type { CardPosting } from './hold-lifecycle';
import { debitWithOverdraft } from './overdraft';

/** A balance as the card sees it: what may be spent, and what holds reserve out of it. */
export interface CardBalance {
  availableMinor: bigint;
  heldMinor: bigint;
}

export interface OpenedOverdraft {
  currency: string;
  amountMinor: bigint;
}

export interface AppliedPostings {
  balances: Readonly<Record<string, CardBalance>>;
  /** What debits that always post (captures, force posts) took below zero, per posting. */
  overdraftsOpened: readonly OpenedOverdraft[];
}

/**
 * The postings of `applyCardEvent` on balances keyed by currency. A hold moves money from available
 * to held; a settle or a release gives it back to available, and the capture's debit then takes
 * it for good, so a capture above the hold takes only the excess from what is available. A debit
 * that leaves available below zero opens an overdraft, repaid by the next top-up.
 */
export function applyCardPostings(
  balances: Readonly<Record<string, CardBalance>>,
  postings: readonly CardPosting[],
): AppliedPostings {
  const next: Record<string, CardBalance> = { ...balances };
  const overdraftsOpened: OpenedOverdraft[] = [];
  for (const posting of postings) {
    const balance = next[posting.currency] ?? { availableMinor: 0n, heldMinor: 0n };
    switch (posting.kind) {
      case 'hold':
        next[posting.currency] = {
          availableMinor: balance.availableMinor - posting.amountMinor,
          heldMinor: balance.heldMinor + posting.amountMinor,
        };
        break;
      case 'settle':
      case 'release':
        next[posting.currency] = {
          availableMinor: balance.availableMinor + posting.amountMinor,
          heldMinor: balance.heldMinor - posting.amountMinor,
        };
        break;
      case 'entry': {
        if (posting.side === 'credit') {
          next[posting.currency] = {
            ...balance,
            availableMinor: balance.availableMinor + posting.amountMinor,
          };
          break;
        }
        const { balanceAfterMinor, overdraftOpenedMinor } = debitWithOverdraft(
          balance.availableMinor,
          posting.amountMinor,
        );
        next[posting.currency] = { ...balance, availableMinor: balanceAfterMinor };
        if (overdraftOpenedMinor > 0n) {
          overdraftsOpened.push({ currency: posting.currency, amountMinor: overdraftOpenedMinor });
        }
        break;
      }
    }
  }
  return { balances: next, overdraftsOpened };
}
