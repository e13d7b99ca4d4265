import type { TransactionView } from '@ferry/shared/contracts';
import { decimalToMinor, findCurrency } from '@ferry/shared/domain';
import { type SpendingPeriod, spendingWindow, spentMinor } from './spending';

/** What a card spends on: a purchase or cash at an ATM (refunds and credits come back in). */
const CARD_SPEND_TYPES: ReadonlySet<TransactionView['type']> = new Set(['CARD_DEBIT', 'CARD_WITHDRAWAL']);

/** Cash at an ATM is filed under the network's cash category when the row names none. */
const ATM_CATEGORY = 'automated_cash_disburse';

export interface MerchantCategorySpend {
  /** The network's category; null when the network named none. */
  category: string | null;
  totalMinor: bigint;
  count: number;
}

export interface MerchantSpendingSummary {
  currency: string;
  scale: number;
  totalMinor: bigint;
  count: number;
  /** Largest first. */
  categories: MerchantCategorySpend[];
}

/**
 * What the card's own balance paid for a spend, in the card's currency: the amount itself for a
 * spend in that currency; for one in another, the card's converted leg in the part captured of
 * what was approved. Null when the card's balance paid none of it (another balance did).
 */
export function cardPaidMinor(
  transaction: TransactionView,
  cardCurrency: string,
  scale: number,
): bigint | null {
  if (transaction.currency === cardCurrency) return spentMinor(transaction, scale);
  const authorization = transaction.card?.authorization;
  const leg = authorization?.legs.find((candidate) => candidate.currency === cardCurrency);
  if (!authorization || !leg) return null;
  const legMinor = decimalToMinor(leg.amount, scale);
  const spendScale = findCurrency(authorization.currency)?.scale ?? 2;
  const approved = decimalToMinor(authorization.approved_amount, spendScale);
  const captured = decimalToMinor(authorization.captured_amount, spendScale);
  if (legMinor === null || approved === null || captured === null || approved === 0n) return legMinor;
  return (legMinor * captured) / approved;
}

/**
 * A card's spending over a period by merchant category: its finished purchases and ATM
 * withdrawals, in the card's currency, the largest category first.
 */
export function aggregateByMerchantCategory(
  transactions: readonly TransactionView[],
  { currency, period, now }: { currency: string; period: SpendingPeriod; now: Date },
): MerchantSpendingSummary {
  const scale = findCurrency(currency)?.scale ?? 2;
  const { start, end } = spendingWindow(period, now);
  const byCategory = new Map<string | null, MerchantCategorySpend>();
  let totalMinor = 0n;
  let count = 0;
  for (const transaction of transactions) {
    if (!CARD_SPEND_TYPES.has(transaction.type) || transaction.status !== 'DONE') continue;
    const at = new Date(transaction.created_at).getTime();
    if (at < start.getTime() || at >= end.getTime()) continue;
    const amount = cardPaidMinor(transaction, currency, scale);
    if (amount === null || amount === 0n) continue;
    const category =
      transaction.card?.merchant_category ?? (transaction.type === 'CARD_WITHDRAWAL' ? ATM_CATEGORY : null);
    const entry = byCategory.get(category) ?? { category, totalMinor: 0n, count: 0 };
    entry.totalMinor += amount;
    entry.count += 1;
    byCategory.set(category, entry);
    totalMinor += amount;
    count += 1;
  }
  const categories = [...byCategory.values()].sort((a, b) =>
    a.totalMinor === b.totalMinor ? 0 : a.totalMinor > b.totalMinor ? -1 : 1,
  );
  return { currency, scale, totalMinor, count, categories };
}

/** A category's share of the total in percent, one decimal. */
export function merchantShareOf(summary: MerchantSpendingSummary, totalMinor: bigint): number {
  if (summary.totalMinor === 0n) return 0;
  return Number((totalMinor * 1000n) / summary.totalMinor) / 10;
}
