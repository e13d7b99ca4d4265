import { describe, expect, it } from 'vitest';
import { WALLET_ERROR_CODES, WALLET_ERROR_TEXTS, WalletError } from './errors';

/** 001 §8 "Wallet error texts" that are not the vault's, plus the network-fee message. */
const SPEC_TEXTS = [
  'Cant to load asset.',
  'TonWeb not inited',
  'Action canceled by User.',
  'Send publish tx error.',
  'Invalid token slug format.',
  'Active wallet not found.',
  'Something wrong with TonApi',
  'Send get wallet info error.',
  'Missing required parameters to build token slug.',
  'Push notifications permission not granted',
  'Not enough TON for network fee',
];

describe('WalletError', () => {
  it('has every spec text', () => {
    const texts = Object.values(WALLET_ERROR_TEXTS);
    expect(SPEC_TEXTS.filter((text) => !texts.includes(text as never))).toEqual([]);
  });

  it.each(WALLET_ERROR_CODES)('%s carries its text and its i18n key', (code) => {
    const error = new WalletError(code, { any: 1 });
    expect(error.message).toBe(WALLET_ERROR_TEXTS[code]);
    expect(error.i18nKey).toMatch(/^wallet\.errors\.[a-z][a-zA-Z]+$/);
    expect(error.details).toEqual({ any: 1 });
    expect(error).toBeInstanceOf(Error);
  });

  it.each([
    ['NOT_ENOUGH_TON_FOR_FEE', 'wallet.errors.notEnoughTonForFee'],
    ['TONAPI_UNAVAILABLE', 'wallet.errors.tonapiUnavailable'],
  ] as const)('%s → %s', (code, key) => {
    expect(new WalletError(code).i18nKey).toBe(key);
  });
});
