import type { SpendingBucket, SpendingPeriod } from './spending';

function lastDayOf(bucket: SpendingBucket): Date {
  return new Date(bucket.end.getFullYear(), bucket.end.getMonth(), bucket.end.getDate() - 1);
}

/** Short labels under the bars: weekday for a week, day of month for a month, week start for three months. */
export function bucketShortLabels(
  buckets: readonly SpendingBucket[],
  period: SpendingPeriod,
  language: string,
): string[] {
  const format =
    period === 'week'
      ? new Intl.DateTimeFormat(language, { weekday: 'short' })
      : period === 'month'
        ? new Intl.DateTimeFormat(language, { day: 'numeric' })
        : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  return buckets.map((bucket) => format.format(bucket.start));
}

/** Full names of the buckets for the table: "5 March", or a week as "3–9 March". */
export function bucketNames(
  buckets: readonly SpendingBucket[],
  period: SpendingPeriod,
  language: string,
): string[] {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' });
  return buckets.map((bucket) =>
    period === 'quarter' ? format.formatRange(bucket.start, lastDayOf(bucket)) : format.format(bucket.start),
  );
}
