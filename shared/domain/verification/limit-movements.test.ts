import { describe, expect, it } from 'vitest';
import { DIRECTION_MEMBERS } from '../transactions/directions';
import { TRANSACTION_TYPES, type TransactionType } from '../transactions/transaction-types';
import type { LimitDirection } from './levels';
import { limitDirectionsOf, limitPeriodsAt } from './limit-movements';

describe('limitDirectionsOf', () => {
  it.each<[TransactionType, LimitDirection[]]>([
    ['PAYIN', ['in']],
    ['UDEPOSIT', ['in']],
    ['PAYIN_CONVERT', ['in']],
    ['PAYOUT', ['out']],
    ['UPAYOUT', ['out']],
    ['CONVERT_PAYOUT', ['out']],
    ['SERVICE_PAYMENT', ['out']],
    ['CARD_WITHDRAWAL', ['out']],
    ['EXCHANGE', ['in', 'out']],
    ['CONVERT', []],
    ['UCONVERT', []],
    ['REF_DEPOSIT', []],
    ['REF_CLAWBACK', []],
    ['CARD_REFUND', []],
    ['UTRANSACTION', []],
  ])('%s counts against %j', (type, directions) => {
    expect(limitDirectionsOf(type)).toEqual(directions);
  });

  it.each(TRANSACTION_TYPES)('%s never counts against the limits of the other way (000 §3)', (type) => {
    const directions = limitDirectionsOf(type);
    if ((DIRECTION_MEMBERS.PAYIN as readonly string[]).includes(type))
      expect(directions).not.toContain('out');
    if ((DIRECTION_MEMBERS.PAYOUT as readonly string[]).includes(type))
      expect(directions).not.toContain('in');
    if ((DIRECTION_MEMBERS.CONVERT as readonly string[]).includes(type)) expect(directions).toEqual([]);
  });
});

describe('limitPeriodsAt', () => {
  it.each<[string, string, string, string, string]>([
    [
      '2026-11-28T12:06:54.000Z',
      '2026-11-28T00:00:00.000Z',
      '2026-11-29T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ],
    [
      '2026-11-28T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
      '2026-11-29T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ],
    [
      '2026-11-27T23:59:59.999Z',
      '2026-11-27T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ],
    [
      '2026-12-31T23:59:59.999Z',
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ],
    [
      '2028-02-29T10:00:00.000Z',
      '2028-02-29T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ],
    // 01:30 in Kyiv is still the previous UTC day.
    [
      '2026-12-01T01:30:00.000+02:00',
      '2026-11-30T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ],
  ])('%s counts in day %s–%s and month %s–%s', (now, dayStart, dayEnd, monthStart, monthEnd) => {
    const bounds = limitPeriodsAt(new Date(now));
    expect({
      dayStart: bounds.dayStart.toISOString(),
      dayEnd: bounds.dayEnd.toISOString(),
      monthStart: bounds.monthStart.toISOString(),
      monthEnd: bounds.monthEnd.toISOString(),
    }).toEqual({ dayStart, dayEnd, monthStart, monthEnd });
  });
});
