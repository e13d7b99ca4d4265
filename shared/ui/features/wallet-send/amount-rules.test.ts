import { describe, expect, it } from 'vitest';
import { makeGaslessQuote, tonToken, usdtToken } from '../../test/wallet-money-kit';
import type { TransferEstimate } from '../../wallet-ui/chain/wallet-chain';
import { checkAmount, type FeePayer, maxSendable, pickFeePayer } from './amount-rules';

const TON = 1_000_000_000n;
const USDT = 1_000_000n;
/** 0.005 TON of fee, 0.05 TON forwarded with a jetton. */
const byTon: TransferEstimate = { fee: 5_000_000n, tonAttached: 50_000_000n, gasless: null };
/** The same, and the relay offers to take 0.4 USD₮ instead. */
const paid: TransferEstimate = { ...byTon, gasless: makeGaslessQuote({ commission: 400_000n, freeLeft: 0 }) };
/** The relay offers this one for free. */
const free: TransferEstimate = { ...byTon, gasless: makeGaslessQuote({ commission: 0n, freeLeft: 2 }) };

const usdt = usdtToken(10n * USDT);

describe('checkAmount: the amount, the balance and who pays the fee', () => {
  it.each([
    ['unreadable', null, TON, null, undefined, 'wallet.send.amount.invalid'],
    ['zero', 0n, TON, byTon, undefined, 'wallet.send.amount.positive'],
    ['more than the balance', 11n * USDT, TON, paid, undefined, 'wallet.send.amount.notEnough'],
    ['TON pays, no relay', 2n * USDT, TON, byTon, undefined, null],
    ['no TON, no relay', 2n * USDT, 0n, byTon, undefined, 'wallet.send.amount.notEnoughFee'],
    ['no TON, the relay takes 0.4 USD₮ and it fits', 9_600_000n, 0n, paid, undefined, null],
    [
      'no TON, the relay takes 0.4 USD₮ that does not fit',
      9_600_001n,
      0n,
      paid,
      undefined,
      'wallet.send.amount.notEnoughWithRelayFee',
    ],
    ['no TON, free: all of it', 10n * USDT, 0n, free, undefined, null],
    ['TON pays even when the commission would not fit', 10n * USDT, TON, paid, undefined, null],
    ['chosen TON without TON', 2n * USDT, 0n, paid, 'ton', 'wallet.send.amount.notEnoughFee'],
    ['chosen token that covers it', 2n * USDT, TON, paid, 'token', null],
    [
      'chosen token that cannot cover the commission',
      10n * USDT,
      TON,
      paid,
      'token',
      'wallet.send.amount.notEnoughWithRelayFee',
    ],
  ] as const)('%s', (_name, amount, tonBalance, estimate, feePayer, expected) => {
    expect(checkAmount({ amount, token: usdt, tonBalance, estimate, feePayer })).toBe(expected);
  });

  it('TON pays its own fee on top of the amount; the relay is never asked for TON', () => {
    const ton = tonToken(3n * TON);
    expect(checkAmount({ amount: 3n * TON, token: ton, tonBalance: 3n * TON, estimate: byTon })).toBe(
      'wallet.send.amount.notEnoughFee',
    );
    expect(checkAmount({ amount: 2n * TON, token: ton, tonBalance: 3n * TON, estimate: byTon })).toBeNull();
  });
});

describe('maxSendable', () => {
  it.each([
    ['TON: the balance less the fee', tonToken(3n * TON), 3n * TON, byTon, 2_995_000_000n],
    ['TON: nothing when the fee eats it all', tonToken(1_000n), 1_000n, byTon, 0n],
    ['a jetton TON pays for: all of it', usdt, TON, paid, 10n * USDT],
    ['a jetton without TON or relay: all of it (the fee message says why not)', usdt, 0n, byTon, 10n * USDT],
    ['a jetton only the relay pays for: less the commission', usdt, 0n, paid, 9_600_000n],
    ['a jetton only the relay pays for, free: all of it', usdt, 0n, free, 10n * USDT],
    ['a jetton whose commission is more than it holds', usdtToken(100_000n), 0n, paid, 0n],
    ['a jetton before the estimate: all of it', usdt, 0n, null, 10n * USDT],
  ] as const)('%s', (_name, token, tonBalance, estimate, expected) => {
    expect(maxSendable(token, tonBalance, estimate)).toBe(expected);
  });
});

describe('pickFeePayer', () => {
  it.each([
    ['no relay offer: TON', byTon, true, false, null, 'ton'],
    ['no relay offer, TON short: still TON (the amount check says why)', byTon, false, false, 'token', 'ton'],
    ['offer, TON can pay, no choice: TON', paid, true, true, null, 'ton'],
    ['offer, TON can not pay: the token', paid, false, true, null, 'token'],
    ['offer, chosen token: the token', paid, true, true, 'token', 'token'],
    ['offer, chosen TON without TON: the token', paid, false, true, 'ton', 'token'],
    ['offer, chosen token that can not cover it: TON', paid, true, false, 'token', 'ton'],
    ['no estimate yet: TON', null, false, false, 'token', 'ton'],
  ] as const)('%s', (_name, estimate, canPayInTon, canPayInToken, choice, expected) => {
    expect(pickFeePayer({ estimate, canPayInTon, canPayInToken, choice: choice as FeePayer | null })).toBe(
      expected,
    );
  });
});
