import { describe, expect, it } from 'vitest';
import { transactionStartParam } from '../notifications/transaction-start-param';
import { walletTransactionStartParam } from '../notifications/wallet-transaction-start-param';
import { TRANSACTION_TYPES } from '../transactions/index';
import { parseStartParam } from './parse-start-param';
import { readStartTarget, type StartTarget } from './start-target';

const targetOf = (raw: string) => readStartTarget(parseStartParam(raw, { source: 'miniapp' }));

describe('readStartTarget', () => {
  it.each<[string, StartTarget]>([
    ['', { screen: 'landing', utm: {} }],
    ['ref_42-utm_source_ads', { screen: 'landing', ref: '42', utm: { source: 'ads' } }],
    ['utm_s_tg-utm_c_spring', { screen: 'landing', utm: { source: 'tg', campaign: 'spring' } }],
    [
      'tx_PAYIN_F7QK2M9XA4TBH',
      { screen: 'transaction', transactionType: 'PAYIN', externalId: 'F7QK2M9XA4TBH' },
    ],
    [
      'tx_PAYIN_CONVERT_F7QK2M9XA4TBH',
      { screen: 'transaction', transactionType: 'PAYIN_CONVERT', externalId: 'F7QK2M9XA4TBH' },
    ],
    [
      'tx_service_convert_payment_Fabc',
      { screen: 'transaction', transactionType: 'SERVICE_CONVERT_PAYMENT', externalId: 'Fabc' },
    ],
    // A transaction link shared with a referral still opens the transaction.
    ['ref_42-tx_PAYOUT_F1', { screen: 'transaction', transactionType: 'PAYOUT', externalId: 'F1' }],
    // Not a transaction: an unknown type, no id, no type, nothing at all.
    ['tx_NOPE_F7QK2M9XA4TBH', { screen: 'landing', utm: {} }],
    ['tx_PAYIN_', { screen: 'landing', utm: {} }],
    ['tx_PAYIN', { screen: 'landing', utm: {} }],
    ['tx__F7QK', { screen: 'landing', utm: {} }],
    ['tx', { screen: 'landing', utm: {} }],
    ['tx_PAYIN_F7QK-ref_9', { screen: 'transaction', transactionType: 'PAYIN', externalId: 'F7QK' }],
    ['ref_9-tx_NOPE_F1', { screen: 'landing', ref: '9', utm: {} }],
    // Invalid parameters land on the landing with nothing kept.
    ['tx_PAYIN_F7 QK', { screen: 'landing', utm: {} }],
  ])('%j', (raw, expected) => {
    expect(targetOf(raw)).toEqual(expected);
  });

  it('reads a TON Connect request as one', () => {
    const raw =
      'tonconnect-v__2-id__9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b-r__--7B--22manifestUrl' +
      '--22--3A--22https--3A--2F--2Fapp--2Eferry--2Eexample--2Fm--2Ejson--22--2C--22items--22' +
      '--3A--5B--7B--22name--22--3A--22ton--5Faddr--22--7D--5D--7D-ret__back';
    const parsed = parseStartParam(raw, { source: 'miniapp' });
    const target = readStartTarget(parsed);
    expect(parsed.kind).toBe('tonconnect');
    expect(target.screen).toBe('tonconnect');
    if (parsed.kind === 'tonconnect' && target.screen === 'tonconnect')
      expect(target.request).toEqual(parsed.request);
  });
});

describe('the notifications’ transactionStartParam', () => {
  it.each(TRANSACTION_TYPES)('%s round-trips and fits a bot payload', (type) => {
    const raw = transactionStartParam(type, 'F7QK2M9XA4TBH');
    expect(raw.length).toBeLessThanOrEqual(64);
    expect(readStartTarget(parseStartParam(raw, { source: 'bot' }))).toEqual({
      screen: 'transaction',
      transactionType: type,
      externalId: 'F7QK2M9XA4TBH',
    });
  });

  it('refuses an id that would not survive the link', () => {
    expect(() => transactionStartParam('PAYIN', 'F7_QK')).toThrow();
  });
});

describe('wallet transfer start parameters', () => {
  const hash = '0f'.repeat(32);
  it('reads wtx_<hash> as that wallet transfer, and anything else there as the landing', () => {
    expect(targetOf(walletTransactionStartParam(hash.toUpperCase()))).toEqual({
      screen: 'walletTransaction',
      messageHash: hash,
    });
    expect(targetOf('wtx_abc')).toEqual({ screen: 'landing', utm: {} });
    expect(() => walletTransactionStartParam('xyz')).toThrow(RangeError);
  });

  it('reads pay_<id> as the payment shared in a chat, and a malformed id as the landing', () => {
    expect(targetOf('pay_CP7QK2M9XA4TBH3W8N5R')).toEqual({
      screen: 'chatPayment',
      chatPaymentId: 'CP7QK2M9XA4TBH3W8N5R',
    });
    expect(targetOf('pay_')).toEqual({ screen: 'landing', utm: {} });
    expect(targetOf('pay_a.b')).toEqual({ screen: 'landing', utm: {} });
  });
});
