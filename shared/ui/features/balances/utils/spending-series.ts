import { minorToDecimal } from '@ferry/shared/domain';
import { SPENDING_CATEGORIES, type SpendingCategory, type SpendingSummary } from './spending';

/** Fixed category colours: the chart is a picture beside a table, never the only way to read it. */
export const CATEGORY_COLORS: Readonly<Record<SpendingCategory, string>> = {
  withdrawals: '#3d7fe0',
  card: '#e08a00',
  services: '#8a5cd6',
  overdraft: '#17a398',
};

/** The categories that have any spending, in their fixed order. */
export function usedCategories(summary: SpendingSummary): SpendingCategory[] {
  return SPENDING_CATEGORIES.filter((category) => summary.byCategory[category] > 0n);
}

/**
 * The chart's stacked bars: for each used category, the running sum of it and those before it
 * per bucket, as plain numbers in whole units. Drawn tallest first, each bar's top band shows
 * its own category.
 */
export function stackedSeries(summary: SpendingSummary): { category: SpendingCategory; values: number[] }[] {
  const categories = usedCategories(summary);
  const running = summary.buckets.map(() => 0n);
  return categories.map((category) => ({
    category,
    values: summary.buckets.map((bucket, index) => {
      running[index] = (running[index] ?? 0n) + bucket.byCategory[category];
      return Number(minorToDecimal(running[index] ?? 0n, summary.scale));
    }),
  }));
}

/** A category's share of the total, in whole percent (0 when nothing was spent). */
export function shareOf(summary: SpendingSummary, category: SpendingCategory): number {
  if (summary.totalMinor === 0n) return 0;
  return Number((summary.byCategory[category] * 1000n) / summary.totalMinor) / 10;
}
