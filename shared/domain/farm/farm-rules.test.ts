import { describe, expect, it } from 'vitest';
import {
  checkInPointsFor,
  DEFAULT_FARM_RULES,
  type FarmRules,
  farmCapsMinor,
  farmConversion,
  isFarmTask,
  pointsValueMinor,
} from './farm-rules';

const rules: FarmRules = DEFAULT_FARM_RULES;

describe('farm rules', () => {
  it.each([
    [1, 10],
    [2, 15],
    [3, 20],
    [7, 40],
    [8, 40],
    [30, 40],
  ])('day %i of a streak earns %i points', (streak, points) => {
    expect(checkInPointsFor(streak, rules)).toBe(points);
  });

  it.each([
    [0, 0n],
    [1, 1_000n],
    [1000, 1_000_000n],
    [1234, 1_234_000n],
  ])('%i points are worth %s USDT minor units', (points, minor) => {
    expect(pointsValueMinor(points, rules)).toBe(minor);
  });

  it('caps are 0.5 USDT a day and 10 USDT in all, in minor units', () => {
    expect(farmCapsMinor(rules)).toEqual({ dailyMinor: 500_000n, totalMinor: 10_000_000n });
  });

  it.each([
    [
      'everything under the caps',
      300,
      0n,
      0n,
      { amountMinor: 300_000n, pointsSpent: 300, limitedBy: 'none' },
    ],
    ['no points', 0, 0n, 0n, { amountMinor: 0n, pointsSpent: 0, limitedBy: 'points' }],
    ['the daily cap', 900, 0n, 0n, { amountMinor: 500_000n, pointsSpent: 500, limitedBy: 'daily' }],
    [
      'the rest of today',
      900,
      400_000n,
      400_000n,
      { amountMinor: 100_000n, pointsSpent: 100, limitedBy: 'daily' },
    ],
    ['today spent', 900, 500_000n, 500_000n, { amountMinor: 0n, pointsSpent: 0, limitedBy: 'daily' }],
    ['the total cap', 900, 0n, 9_800_000n, { amountMinor: 200_000n, pointsSpent: 200, limitedBy: 'total' }],
    ['the total reached', 900, 0n, 10_000_000n, { amountMinor: 0n, pointsSpent: 0, limitedBy: 'total' }],
  ])('%s', (_name, points, today, total, expected) => {
    expect(farmConversion({ points, convertedTodayMinor: today, convertedTotalMinor: total, rules })).toEqual(
      expected,
    );
  });

  it('a cap between two points spends the point it pays part of', () => {
    const cents: FarmRules = { ...rules, currency: 'EUR', pointsPerUnit: 1000, dailyCap: '0.05' };
    // 70 points are worth 0.07 EUR; the cap allows 0.05 EUR = 50 points.
    expect(
      farmConversion({ points: 70, convertedTodayMinor: 0n, convertedTotalMinor: 0n, rules: cents }),
    ).toEqual({
      amountMinor: 5n,
      pointsSpent: 50,
      limitedBy: 'daily',
    });
  });

  it.each([
    ['firstDeposit', true],
    ['tonWallet', true],
    ['buyPoints', false],
  ])('%s is a task: %s', (task, isTask) => {
    expect(isFarmTask(task)).toBe(isTask);
  });
});
