import { describe, expect, it } from 'vitest';
import { formatDayHeading, groupByDay } from './group-by-day';

describe('grouping by day', () => {
  it('keeps the order and starts a group per local day', () => {
    const items = [
      { id: 'a', created_at: new Date(2026, 2, 5, 18).toISOString() },
      { id: 'b', created_at: new Date(2026, 2, 5, 9).toISOString() },
      { id: 'c', created_at: new Date(2026, 2, 4, 23).toISOString() },
    ];
    const groups = groupByDay(items);
    expect(groups.map((group) => [group.key, group.items.map((item) => item.id)])).toEqual([
      ['2026-03-05', ['a', 'b']],
      ['2026-03-04', ['c']],
    ]);
  });

  it.each([
    [new Date(2026, 2, 15), 'en', 'Today'],
    [new Date(2026, 2, 14), 'en', 'Yesterday'],
    [new Date(2026, 2, 14), 'uk', 'Учора'],
    [new Date(2026, 2, 5), 'en', 'March 5'],
    [new Date(2026, 2, 5), 'pl', '5 marca'],
    [new Date(2025, 11, 31), 'en', 'December 31, 2025'],
  ])('%s in %s reads "%s"', (day, language, text) => {
    expect(formatDayHeading(day, new Date(2026, 2, 15, 12), language)).toBe(text);
  });
});
