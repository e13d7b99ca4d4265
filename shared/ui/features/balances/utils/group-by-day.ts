/** The local calendar day of an instant, as `yyyy-mm-dd` (for grouping, not for display). */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export interface DayGroup<T> {
  key: string;
  /** Local midnight of the day. */
  day: Date;
  items: T[];
}

/**
 * Groups a newest-first list by the reader's local day, keeping the order. Pages arrive one after
 * another, so a day may continue on the next page: it stays one group.
 */
export function groupByDay<T extends { created_at: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  const byKey = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const at = new Date(item.created_at);
    const key = localDayKey(at);
    let group = byKey.get(key);
    if (!group) {
      group = { key, day: new Date(at.getFullYear(), at.getMonth(), at.getDate()), items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/**
 * A day heading in the reader's language: "Today", "Yesterday", else "5 March", with the year
 * when it is not the current one. The words come from the locale's own data (Intl), not from us.
 */
export function formatDayHeading(day: Date, now: Date, language: string): string {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysAgo = Math.round((today.getTime() - day.getTime()) / 86_400_000);
  if (daysAgo === 0 || daysAgo === 1) {
    const text = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-daysAgo, 'day');
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  }
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    ...(day.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(day);
}
