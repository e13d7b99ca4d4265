import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_SIGNS,
  amountSignOf,
  DIRECTION_MEMBERS,
  DIRECTIONS,
  directionLabelKey,
  directionOf,
  signedAmountText,
} from './directions';
import { TRANSACTION_TYPES, type TransactionType } from './transaction-types';

const EN_DASH = '\u2013';

// Spec 000 §3, "Four directions", with the table's wording mapped to type codes; the last
// three rows are our placement of the kinds the table leaves out.
const TABLE: ReadonlyArray<[TransactionType, string, string]> = [
  ['PAYIN', 'PAYIN', '+'],
  ['UDEPOSIT', 'PAYIN', '+'],
  ['AUTOPAYIN', 'PAYIN', '+'],
  ['CARD_BONUS', 'PAYIN', '+'],
  ['CARD_CREDIT', 'PAYIN', '+'],
  ['CARD_REFUND', 'PAYIN', '+'],
  ['REF_DEPOSIT', 'PAYIN', '+'],
  ['REF_CONVERT', 'PAYIN', '+'],
  ['PAYIN_CONVERT', 'PAYIN', '+'],
  ['PAYOUT', 'PAYOUT', EN_DASH],
  ['UPAYOUT', 'PAYOUT', EN_DASH],
  ['CARD_DEBIT', 'PAYOUT', EN_DASH],
  ['CONVERT_PAYOUT', 'PAYOUT', EN_DASH],
  ['UCONVERT_PAYOUT', 'PAYOUT', EN_DASH],
  ['SERVICE_PAYMENT', 'PAYOUT', EN_DASH],
  ['SERVICE_CONVERT_PAYMENT', 'PAYOUT', EN_DASH],
  ['CARD_WITHDRAWAL', 'PAYOUT', EN_DASH],
  ['OVERDRAFT_REPAY', 'PAYOUT', EN_DASH],
  ['OVERDRAFT_CONVERT_REPAY', 'PAYOUT', EN_DASH],
  ['CONVERT', 'CONVERT', ''],
  ['UCONVERT', 'CONVERT', ''],
  ['EXCHANGE', 'EXCHANGE', ''],
  ['AUTOPAYIN_CONVERT', 'PAYIN', '+'],
  ['FARM_REWARD', 'PAYIN', '+'],
  ['REF_CLAWBACK', 'PAYOUT', '\u2013'],
  ['AUTOEXCHANGE', 'EXCHANGE', ''],
  ['UTRANSACTION', 'EXCHANGE', ''],
];

describe('directions', () => {
  it('are the four of the spec', () => {
    expect(DIRECTIONS).toEqual(['PAYIN', 'PAYOUT', 'CONVERT', 'EXCHANGE']);
  });

  it('the table covers every transaction type once', () => {
    expect(TABLE.map(([type]) => type).sort()).toEqual([...TRANSACTION_TYPES].sort());
  });

  it.each(TABLE)('%s goes %s with sign %j', (type, direction, sign) => {
    expect(directionOf(type)).toBe(direction);
    expect(amountSignOf(type)).toBe(sign);
  });

  it.each(TRANSACTION_TYPES)('%s belongs to exactly one direction', (type) => {
    const owners = DIRECTIONS.filter((direction) =>
      (DIRECTION_MEMBERS[direction] as readonly string[]).includes(type),
    );
    expect(owners).toHaveLength(1);
  });

  it('lists only known types as members', () => {
    const members = DIRECTIONS.flatMap((direction) => [...DIRECTION_MEMBERS[direction]]);
    expect(members.filter((type) => !(TRANSACTION_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('marks outgoing amounts with an en-dash, not a hyphen or a minus', () => {
    expect(AMOUNT_SIGNS.PAYOUT.codePointAt(0)).toBe(0x2013);
    expect(AMOUNT_SIGNS.PAYOUT).not.toBe('-');
    expect(AMOUNT_SIGNS.PAYOUT).not.toBe('\u2212');
  });

  it.each([
    ['PAYIN', '10.00 USDT', '+10.00 USDT'],
    ['CARD_REFUND', '€5.00', '+€5.00'],
    ['PAYOUT', '10.00 USDT', `${EN_DASH}10.00 USDT`],
    ['CARD_DEBIT', '$1,234.50', `${EN_DASH}$1,234.50`],
    ['CONVERT', '0.5 BTC', '0.5 BTC'],
    ['EXCHANGE', '100 UAH', '100 UAH'],
    ['UCONVERT', '', ''],
  ] as const)('signedAmountText(%s, %j) is %j', (type, amount, expected) => {
    expect(signedAmountText(type, amount)).toBe(expected);
  });

  it('refuses a type it was not told about instead of guessing', () => {
    expect(() => directionOf('NOT_A_TYPE' as TransactionType)).toThrow('NOT_A_TYPE');
  });

  it.each(DIRECTIONS)('%s has a label', (direction) => {
    expect(flattenCatalogue(en)[directionLabelKey(direction)]).toBeTruthy();
  });
});
