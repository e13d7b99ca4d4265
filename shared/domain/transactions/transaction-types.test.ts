import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  isTransactionType,
  isUnifiedType,
  TRANSACTION_TYPES,
  transactionTypeLabelKey,
  UNIFIED_TRANSACTION_TYPES,
} from './transaction-types';

// Spec 000 §3, "Transaction types", in the spec's order.
const SPEC_TYPES = [
  'CONVERT',
  'PAYIN',
  'SERVICE_PAYMENT',
  'SERVICE_CONVERT_PAYMENT',
  'PAYOUT',
  'CONVERT_PAYOUT',
  'PAYIN_CONVERT',
  'UCONVERT_PAYOUT',
  'UPAYOUT',
  'UDEPOSIT',
  'CARD_DEBIT',
  'CARD_BONUS',
  'CARD_CREDIT',
  'CARD_REFUND',
  'CARD_WITHDRAWAL',
  'OVERDRAFT_REPAY',
  'OVERDRAFT_CONVERT_REPAY',
  'REF_DEPOSIT',
  'REF_CONVERT',
  'UCONVERT',
  'EXCHANGE',
  'AUTOPAYIN',
];
const FURTHER_KINDS = ['UTRANSACTION', 'AUTOPAYIN_CONVERT', 'AUTOEXCHANGE'];
const OWN_KINDS = ['FARM_REWARD', 'REF_CLAWBACK'];
const UNIFIED = new Set(['UPAYOUT', 'UDEPOSIT', 'UCONVERT', 'UCONVERT_PAYOUT']);

describe('transaction types', () => {
  it("lists the 22 types of the spec, then the three further kinds, then Ferry's own", () => {
    expect(SPEC_TYPES).toHaveLength(22);
    expect(TRANSACTION_TYPES).toEqual([...SPEC_TYPES, ...FURTHER_KINDS, ...OWN_KINDS]);
  });

  it('has no duplicates', () => {
    expect(new Set(TRANSACTION_TYPES).size).toBe(TRANSACTION_TYPES.length);
  });

  it.each(TRANSACTION_TYPES)('%s is a transaction type', (type) => {
    expect(isTransactionType(type)).toBe(true);
  });

  it.each(['payin', 'Payin', 'DEPOSIT', 'UNKNOWN', '', ' PAYIN', 'toString', null, undefined, 42, {}])(
    '%j is not a transaction type',
    (value) => {
      expect(isTransactionType(value)).toBe(false);
    },
  );

  it('names exactly four unified types', () => {
    expect([...UNIFIED_TRANSACTION_TYPES].sort()).toEqual([...UNIFIED].sort());
  });

  it.each(TRANSACTION_TYPES.map((type) => [type, UNIFIED.has(type)] as const))(
    'isUnifiedType(%s) is %s',
    (type, expected) => {
      expect(isUnifiedType(type)).toBe(expected);
    },
  );

  it.each(['UTRANSACTION', 'upayout', 'U', '', 'UNKNOWN'])('isUnifiedType(%j) is false', (value) => {
    expect(isUnifiedType(value)).toBe(false);
  });

  it.each(TRANSACTION_TYPES)('%s has a statement label key', (type) => {
    expect(transactionTypeLabelKey(type)).toBe(`domain.transactionType.${type}`);
    expect(flattenCatalogue(en)[transactionTypeLabelKey(type)]).toBeTruthy();
  });
});
