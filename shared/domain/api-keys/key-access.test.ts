import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../transactions/transaction-types';
import { API_KEY_PERMISSIONS } from './api-key-permissions';
import { checkKeyAccess, exchangeOrderSwitch, type KeyAccessRule, readSwitchesFor } from './key-access';

const plain = (...permissions: string[]) => ({ permissions, isAdvanced: false });

describe('checkKeyAccess', () => {
  const cases: [string, KeyAccessRule, ReturnType<typeof plain>, string | undefined, string | undefined][] = [
    ['holds the switch', { anyOf: ['read_balances'] }, plain('read_balances'), undefined, undefined],
    [
      'holds one of two',
      { anyOf: ['get_order_details', 'read_transaction_details'] },
      plain('read_transaction_details'),
      undefined,
      undefined,
    ],
    [
      'holds another switch',
      { anyOf: ['read_balances'] },
      plain('read_profile'),
      undefined,
      'permission_missing',
    ],
    ['holds nothing', { anyOf: ['get_currencies'] }, plain(), undefined, 'permission_missing'],
    [
      'advanced call, plain key',
      { anyOf: ['read_withdrawals'], isAdvanced: true },
      plain('read_withdrawals'),
      undefined,
      'advanced_required',
    ],
    [
      'advanced call, advanced key',
      { anyOf: ['read_withdrawals'], isAdvanced: true },
      { permissions: ['read_withdrawals'], isAdvanced: true },
      undefined,
      undefined,
    ],
    [
      'list by type without a filter',
      { anyOf: ['read_transactions'], byTransactionType: true },
      plain('read_payins'),
      undefined,
      'type_filter_required',
    ],
    [
      'list by type, its switch',
      { anyOf: ['read_transactions'], byTransactionType: true },
      plain('read_payins'),
      'PAYIN',
      undefined,
    ],
    [
      'list by type, another type',
      { anyOf: ['read_transactions'], byTransactionType: true },
      plain('read_payins'),
      'EXCHANGE',
      'permission_missing',
    ],
    [
      'list by type, a type no switch reads',
      { anyOf: ['read_transactions'], byTransactionType: true },
      plain('read_payins', 'read_exchanges'),
      'CARD_DEBIT',
      'permission_missing',
    ],
    [
      'list, full read switch',
      { anyOf: ['read_transactions'], byTransactionType: true },
      plain('read_transactions'),
      undefined,
      undefined,
    ],
  ];
  it.each(cases)('%s', (_name, rule, grant, type, expected) => {
    expect(checkKeyAccess(rule, grant, type as never)).toBe(expected);
  });
});

describe('readSwitchesFor', () => {
  it('names only switches some key type can carry', () => {
    const carried = new Set(Object.values(API_KEY_PERMISSIONS).flat());
    for (const type of TRANSACTION_TYPES)
      for (const permission of readSwitchesFor(type)) expect(carried.has(permission)).toBe(true);
  });

  it('lets withdrawals be read by an exchanger key and payouts by a wallet key', () => {
    expect(readSwitchesFor('PAYOUT')).toEqual(expect.arrayContaining(['read_withdrawals', 'read_payouts']));
    expect(readSwitchesFor('CARD_DEBIT')).toEqual([]);
  });
});

describe('exchangeOrderSwitch', () => {
  it.each([
    ['BUY', 'create_buy_order'],
    ['SELL', 'create_sell_swap_order'],
    ['SWAP', 'create_sell_swap_order'],
  ] as const)('%s needs %s', (kind, permission) => {
    expect(exchangeOrderSwitch(kind)).toBe(permission);
  });
});
