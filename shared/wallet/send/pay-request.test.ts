import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildPayRequest, type PayCoin, toCoinUnits } from './pay-request';
import { JETTON_TRANSFER_OP, JETTON_TRANSFER_TON_MIN } from './send-constants';

const hash = (byte: number) => Buffer.alloc(32, byte);
const FERRY = new Address(0, hash(1));
const PAYER = new Address(0, hash(2));
const PAYER_JETTON_WALLET = new Address(0, hash(3));
const VALID_UNTIL = 1_900_000_000;

describe('toCoinUnits', () => {
  const cases: [string, PayCoin, bigint | null][] = [
    ['1', 'TON', 1_000_000_000n],
    ['0.5', 'TON', 500_000_000n],
    ['2,25', 'TON', 2_250_000_000n],
    ['0.000000001', 'TON', 1n],
    ['0.0000000001', 'TON', null],
    ['12.5', 'USDT', 12_500_000n],
    ['0.000001', 'USDT', 1n],
    ['0.0000001', 'USDT', null],
    ['0', 'TON', null],
    ['0.000', 'USDT', null],
    ['-1', 'TON', null],
    ['1e3', 'TON', null],
    ['', 'TON', null],
    ['abc', 'USDT', null],
    ['9999999999999999', 'TON', null],
  ];
  it.each(cases)('%s %s → %s', (amount, coin, units) => {
    expect(toCoinUnits(amount, coin)).toBe(units);
  });
});

describe('buildPayRequest', () => {
  it('TON: one message to the address, the amount in nanotons, the memo as a text comment', () => {
    const request = buildPayRequest({
      coin: 'TON',
      to: FERRY.toRawString(),
      amount: '1.25',
      memo: '1234567890',
      validUntil: VALID_UNTIL,
    });
    expect(request.validUntil).toBe(VALID_UNTIL);
    expect(request.messages).toHaveLength(1);
    const [message] = request.messages;
    expect(Address.isFriendly(message?.address ?? '')).toBe(true);
    expect(Address.parse(message?.address ?? '').equals(FERRY)).toBe(true);
    expect(message?.amount).toBe('1250000000');
    const body = Cell.fromBase64(message?.payload ?? '').beginParse();
    expect(body.loadUint(32)).toBe(0);
    expect(body.loadStringTail()).toBe('1234567890');
  });

  it('TON without a memo carries no payload; a friendly address is kept as given', () => {
    const to = FERRY.toString({ bounceable: true });
    const request = buildPayRequest({ coin: 'TON', to, amount: '3', memo: null, validUntil: VALID_UNTIL });
    expect(request.messages[0]).toEqual({ address: to, amount: '3000000000' });
  });

  it('USDT: a TEP-74 transfer to the payer’s jetton wallet moving the amount to the address with the memo', () => {
    const request = buildPayRequest({
      coin: 'USDT',
      to: FERRY.toString(),
      amount: '25.5',
      memo: '5550001112',
      payer: { address: PAYER.toString(), jettonWallet: PAYER_JETTON_WALLET.toRawString() },
      validUntil: VALID_UNTIL,
      queryId: 7n,
    });
    const [message] = request.messages;
    expect(Address.parse(message?.address ?? '').equals(PAYER_JETTON_WALLET)).toBe(true);
    expect(message?.amount).toBe(JETTON_TRANSFER_TON_MIN.toString());
    const body = Cell.fromBase64(message?.payload ?? '').beginParse();
    expect(body.loadUint(32)).toBe(JETTON_TRANSFER_OP);
    expect(body.loadUintBig(64)).toBe(7n);
    expect(body.loadCoins()).toBe(25_500_000n);
    expect(body.loadAddress().equals(FERRY)).toBe(true);
    // The unspent TON returns to the payer.
    expect(body.loadAddress().equals(PAYER)).toBe(true);
    expect(body.loadBit()).toBe(false);
    // A forwarded amount makes the recipient's jetton wallet notify it, with the comment.
    expect(body.loadCoins()).toBeGreaterThan(0n);
    expect(body.loadBit()).toBe(true);
    const comment = body.loadRef().beginParse();
    expect(comment.loadUint(32)).toBe(0);
    expect(comment.loadStringTail()).toBe('5550001112');
  });

  it('refuses an amount it cannot send and USDT without the payer’s jetton wallet', () => {
    const base = { to: FERRY.toString(), memo: null, validUntil: VALID_UNTIL };
    expect(() => buildPayRequest({ ...base, coin: 'TON', amount: '0' })).toThrow('amount_invalid');
    expect(() => buildPayRequest({ ...base, coin: 'USDT', amount: '1.0000001' })).toThrow('amount_invalid');
    expect(() => buildPayRequest({ ...base, coin: 'USDT', amount: '1' })).toThrow('payer_required');
  });
});
