import { describe, expect, it } from 'vitest';
import { checkLevelLimit, type LevelLimitCode, levelAllowance, type PeriodUsage } from './level-limits';
import type { LimitDirection, LimitPeriod, VerificationLevel } from './levels';

const NOTHING: PeriodUsage = { today: '0', thisMonth: '0' };

describe('checkLevelLimit: at the limit and just above', () => {
  // starter: 200 a day, 500 a month each way; verified: 10000 a day, 50000 a month.
  it.each<[VerificationLevel, LimitDirection, PeriodUsage, string, boolean]>([
    ['starter', 'in', NOTHING, '200', true],
    ['starter', 'in', NOTHING, '200.00', true],
    ['starter', 'in', NOTHING, '200.01', false],
    ['starter', 'in', NOTHING, '200.000000000000000001', false],
    ['starter', 'out', { today: '150', thisMonth: '150' }, '50', true],
    ['starter', 'out', { today: '150', thisMonth: '150' }, '50.01', false],
    ['starter', 'out', { today: '0', thisMonth: '300' }, '200', true],
    ['starter', 'out', { today: '0', thisMonth: '300.01' }, '200', false],
    ['starter', 'in', { today: '0', thisMonth: '500' }, '0.01', false],
    ['starter', 'in', { today: '0', thisMonth: '500' }, '0', true],
    ['verified', 'out', { today: '9999.99', thisMonth: '9999.99' }, '0.01', true],
    ['verified', 'out', { today: '9999.99', thisMonth: '9999.99' }, '0.02', false],
    ['verified', 'in', { today: '0', thisMonth: '49000' }, '1000', true],
    ['verified', 'in', { today: '0', thisMonth: '49000' }, '1000.000001', false],
  ])('%s %s with %j used, %s more → allowed %s', (level, direction, used, amount, isAllowed) => {
    expect(checkLevelLimit({ level, direction, used, amount }).isAllowed).toBe(isAllowed);
  });
});

describe('checkLevelLimit: the refusal names the spec code (000 §8, 001 §8)', () => {
  it.each<[LimitDirection, LimitPeriod, PeriodUsage, LevelLimitCode]>([
    ['out', 'day', NOTHING, 'PAYOUT_DAILY_LIMIT_VIOLATION'],
    ['out', 'month', { today: '0', thisMonth: '400' }, 'PAYOUT_MONTHLY_LIMIT_VIOLATION'],
    ['in', 'day', NOTHING, 'DAILY_LIMIT_EXCEEDED'],
    ['in', 'month', { today: '0', thisMonth: '400' }, 'PAYIN_MAX_ADMIN_LIMIT_VIOLATION'],
  ])('%s over the %s → %s', (direction, period, used, code) => {
    const result = checkLevelLimit({ level: 'starter', direction, used, amount: '200.5' });
    expect(result).toMatchObject({ isAllowed: false, refusal: { code, period, direction } });
  });

  it('carries the amounts for the message', () => {
    const result = checkLevelLimit({
      level: 'starter',
      direction: 'out',
      used: { today: '120.5', thisMonth: '120.5' },
      amount: '100',
    });
    expect(result).toEqual({
      isAllowed: false,
      refusal: {
        code: 'PAYOUT_DAILY_LIMIT_VIOLATION',
        direction: 'out',
        period: 'day',
        currency: 'EUR',
        limit: '200',
        used: '120.5',
        left: '79.5',
        amount: '100',
        message: { key: 'errors.messages.dailyLimitExceeded', params: { amount: '200.00', currency: 'EUR' } },
      },
    });
  });

  it('writes the amount in the message for the locale', () => {
    const result = checkLevelLimit({
      level: 'full',
      direction: 'in',
      used: NOTHING,
      amount: '60000',
      locale: 'uk',
    });
    expect(result.isAllowed ? null : result.refusal.message.params).toEqual({
      amount: '50\u00a0000,00',
      currency: 'EUR',
    });
  });

  it.each<[string, PeriodUsage, LimitPeriod, string]>([
    ['both broken, the month has less left', { today: '0', thisMonth: '450' }, 'month', '50'],
    ['both broken, the day has less left', { today: '190', thisMonth: '300' }, 'day', '10'],
    ['both broken, equally left', { today: '100', thisMonth: '400' }, 'day', '100'],
  ])('%s → names the %s with %s left', (_name, used, period, left) => {
    const result = checkLevelLimit({ level: 'starter', direction: 'in', used, amount: '300' });
    expect(result).toMatchObject({ isAllowed: false, refusal: { period, left } });
  });

  it('a level lowered below what was already moved leaves nothing (both at zero: the day is named)', () => {
    const result = checkLevelLimit({
      level: 'starter',
      direction: 'out',
      used: { today: '900', thisMonth: '4000' },
      amount: '1',
    });
    expect(result).toMatchObject({ isAllowed: false, refusal: { period: 'day', left: '0', used: '900' } });
  });

  it.each([['-1'], ['1e3'], ['abc'], [''], ['1,5'], ['0.0000000000000000001']])(
    'amount %j throws',
    (amount) => {
      expect(() => checkLevelLimit({ level: 'starter', direction: 'in', used: NOTHING, amount })).toThrow(
        RangeError,
      );
    },
  );

  it('a malformed usage throws', () => {
    expect(() =>
      checkLevelLimit({
        level: 'starter',
        direction: 'in',
        used: { today: 'x', thisMonth: '0' },
        amount: '1',
      }),
    ).toThrow(RangeError);
  });
});

describe('levelAllowance: what is left today and this month', () => {
  it.each<[VerificationLevel, LimitDirection, PeriodUsage, string, string, string]>([
    ['starter', 'in', NOTHING, '200', '500', '200'],
    ['starter', 'out', { today: '50.25', thisMonth: '50.25' }, '149.75', '449.75', '149.75'],
    ['starter', 'in', { today: '0', thisMonth: '420' }, '200', '80', '80'],
    ['starter', 'in', { today: '200', thisMonth: '500' }, '0', '0', '0'],
    ['starter', 'out', { today: '900', thisMonth: '4000' }, '0', '0', '0'],
    ['basic', 'out', { today: '0.001', thisMonth: '0.001' }, '999.999', '4999.999', '999.999'],
    ['full', 'in', NOTHING, '50000', '250000', '50000'],
  ])('%s %s with %j used → today %s, month %s, now %s', (level, direction, used, today, thisMonth, now) => {
    expect(levelAllowance(level, direction, used)).toEqual({ today, thisMonth, now });
  });

  it('what is left now is exactly what checkLevelLimit still lets through', () => {
    const used = { today: '37.5', thisMonth: '470' };
    const { now } = levelAllowance('starter', 'out', used);
    expect(checkLevelLimit({ level: 'starter', direction: 'out', used, amount: now }).isAllowed).toBe(true);
    expect(
      checkLevelLimit({ level: 'starter', direction: 'out', used, amount: `${now}000000000000000001` })
        .isAllowed,
    ).toBe(false);
  });
});
