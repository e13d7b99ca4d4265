import { describe, expect, it } from 'vitest';
import { statusNotificationKindOf } from './status-notification';
import { readTransactionStartParam, transactionStartParam } from './transaction-start-param';

describe('statusNotificationKindOf', () => {
  it.each([
    ['PAYIN', 'DONE', null, 'depositCredited'],
    ['EXCHANGE', 'DONE', null, 'exchangeDone'],
    ['CONVERT', 'DONE', null, 'exchangeDone'],
    ['PAYOUT', 'DONE', null, 'payoutSent'],
    ['PAYOUT', 'DONE', 'AMOUNT_SENT_PARTIALLY', 'payoutPartial'],
    ['PAYIN', 'ACTION_REQUIRED', null, 'actionRequired'],
    ['PAYOUT', 'FAIL', null, 'failed'],
    ['EXCHANGE', 'REJECT', null, 'failed'],
    ['PAYIN', 'PROCESSING', null, null],
    ['PAYIN', 'NEW', null, null],
    ['PAYIN', 'EXPIRED', null, null],
    ['PAYOUT', 'CANCELLED', null, null],
    ['PAYOUT', 'MANUAL', null, null],
  ] as const)('%s %s (%s) → %s', (direction, status, failureCode, kind) => {
    expect(statusNotificationKindOf({ direction, status, failureCode })).toBe(kind);
  });
});

describe('transaction start parameter', () => {
  it('round-trips a type with underscores', () => {
    const param = transactionStartParam('PAYIN_CONVERT', 'F7QK2M9XA4TBH');
    expect(param).toBe('tx_PAYIN_CONVERT_F7QK2M9XA4TBH');
    expect(readTransactionStartParam(param)).toEqual({ type: 'PAYIN_CONVERT', id: 'F7QK2M9XA4TBH' });
  });

  it.each(['ref_42', 'tx_', 'tx_PAYIN', 'tx_NOPE_F1', 'tx_PAYIN_f1-x', null])('refuses %s', (param) => {
    expect(readTransactionStartParam(param)).toBeNull();
  });

  it('refuses to build a parameter from an id that would break the grammar', () => {
    expect(() => transactionStartParam('PAYIN', 'F1-2')).toThrow(RangeError);
  });
});
