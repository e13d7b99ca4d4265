import { describe, expect, it } from 'vitest';
import { type ActionChoiceSubject, offeredActionChoices, refusalOfActionChoice } from './action-choices';
import { ACTION_REQUIRED_CHOICES } from './flow-enums';

const parked = (overrides: Partial<ActionChoiceSubject>): ActionChoiceSubject => ({
  status: 'ACTION_REQUIRED',
  type: 'PAYIN',
  toCurrency: null,
  paidMinor: 100n,
  conversionRefusal: null,
  heldMinor: null,
  ...overrides,
});

describe('the choices a transaction offers', () => {
  it.each<[string, Partial<ActionChoiceSubject>, string[]]>([
    ['a plain deposit below the minimum', {}, ['REFUND', 'DEPOSIT']],
    ['a unified deposit below the minimum', { type: 'UDEPOSIT' }, ['REFUND', 'DEPOSIT']],
    ['a failed plain deposit with money in suspense', { status: 'FAIL' }, ['REFUND', 'DEPOSIT']],
    [
      'a converting deposit below the minimum',
      { type: 'PAYIN_CONVERT', toCurrency: 'USDT' },
      ['REFUND', 'DEPOSIT', 'RETRY'],
    ],
    [
      'an automatic converting deposit',
      { type: 'AUTOPAYIN_CONVERT', toCurrency: 'USDT' },
      ['REFUND', 'DEPOSIT', 'RETRY'],
    ],
    [
      'an exchange whose price expired',
      { type: 'EXCHANGE', toCurrency: 'BTC' },
      ['REFUND', 'DEPOSIT', 'RETRY'],
    ],
    ['a converting deposit with no to currency', { type: 'PAYIN_CONVERT' }, ['REFUND', 'DEPOSIT']],
    [
      'a converting deposit too small to convert today',
      { type: 'PAYIN_CONVERT', toCurrency: 'USDT', conversionRefusal: 'CONVERT_MIN_TECH_LIMIT_VIOLATION' },
      ['REFUND', 'DEPOSIT'],
    ],
    [
      'a converting deposit whose direction closed',
      { type: 'PAYIN_CONVERT', toCurrency: 'USDT', conversionRefusal: 'CONVERT_DIRECTION_UNAVAILABLE' },
      ['REFUND', 'DEPOSIT'],
    ],
    ['a failed payout (nothing arrived)', { status: 'FAIL', type: 'PAYOUT', paidMinor: null }, []],
    [
      'a payout the provider refused, its money held',
      { type: 'PAYOUT', paidMinor: null, heldMinor: 10_150n },
      ['REFUND', 'RETRY'],
    ],
    [
      'an exchange payout the provider refused',
      { type: 'CONVERT_PAYOUT', toCurrency: 'EUR', paidMinor: null, heldMinor: 500n },
      ['REFUND', 'RETRY'],
    ],
    [
      'a refused payout already given back (nothing held)',
      { type: 'PAYOUT', paidMinor: null, heldMinor: null },
      [],
    ],
    [
      'a failed payout with a hold (only ACTION_REQUIRED keeps a refused payout)',
      { status: 'FAIL', type: 'PAYOUT', paidMinor: null, heldMinor: 10_150n },
      [],
    ],
    ['an action-required deposit with nothing received', { paidMinor: 0n }, []],
    ['a done deposit', { status: 'DONE' }, []],
    ['a resolved deposit', { status: 'RESOLVED', type: 'PAYIN_CONVERT', toCurrency: 'USDT' }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(offeredActionChoices(parked(overrides))).toEqual(expected);
  });

  it.each<[string, Partial<ActionChoiceSubject>, string, string]>([
    ['RETRY of a plain deposit', {}, 'NOT_ACCEPTABLE', 'nothing_to_retry'],
    [
      'RETRY of a conversion the catalogue refuses today',
      { type: 'PAYIN_CONVERT', toCurrency: 'USDT', conversionRefusal: 'CONVERT_MAX_TECH_LIMIT_VIOLATION' },
      'NOT_ACCEPTABLE',
      'conversion_refused',
    ],
    ['anything with nothing received', { paidMinor: null }, 'NOT_ACCEPTABLE', 'nothing_received_to_act_on'],
    ['anything once done', { status: 'DONE' }, 'CONFLICT_ERROR', 'no_action_required'],
  ])('refuses %s', (_name, overrides, code, reason) => {
    const subject = parked(overrides);
    const refused = ACTION_REQUIRED_CHOICES.filter(
      (choice) => !offeredActionChoices(subject).includes(choice),
    );
    expect(refused).toContain('RETRY');
    expect(refusalOfActionChoice(subject, 'RETRY')).toEqual({ code, reason });
  });

  it('refuses DEPOSIT on a refused payout: the held money is the user’s already', () => {
    const subject = parked({ type: 'PAYOUT', paidMinor: null, heldMinor: 100n });
    expect(refusalOfActionChoice(subject, 'DEPOSIT')).toEqual({
      code: 'NOT_ACCEPTABLE',
      reason: 'payout_money_is_yours',
    });
  });

  it('accepts exactly what it offers, for every status, kind and choice', () => {
    const statuses = ['ACTION_REQUIRED', 'FAIL', 'DONE', 'MANUAL'] as const;
    const types = ['PAYIN', 'PAYIN_CONVERT', 'UDEPOSIT', 'EXCHANGE', 'PAYOUT'] as const;
    for (const status of statuses)
      for (const type of types)
        for (const paidMinor of [null, 0n, 5n])
          for (const heldMinor of [null, 0n, 7n])
            for (const conversionRefusal of [null, 'CONVERT_MIN_TECH_LIMIT_VIOLATION'] as const) {
              const subject = parked({
                status,
                type,
                paidMinor,
                heldMinor,
                conversionRefusal,
                toCurrency: type === 'PAYIN' ? null : 'USDT',
              });
              const offered = offeredActionChoices(subject);
              for (const choice of ACTION_REQUIRED_CHOICES)
                expect(refusalOfActionChoice(subject, choice) === null).toBe(offered.includes(choice));
            }
  });
});
