import { describe, expect, it } from 'vitest';
import {
  DECRYPTION_METHODS,
  DEFAULT_WALLET_VERSION,
  isWalletVersion,
  requiredDecryptionMethod,
  WALLET_ACTION_KINDS,
  WALLET_VERSIONS,
  type WalletActionKind,
} from './wallet-enums';

describe('wallet enumerations', () => {
  it('match spec 001 §3', () => {
    expect(WALLET_VERSIONS).toEqual(['v3R1', 'v3R2', 'v4R1', 'v4R2', 'LockupV1', 'v5R1']);
    expect(DEFAULT_WALLET_VERSION).toBe('v5R1');
    expect(DECRYPTION_METHODS).toEqual(['PASSWORD', 'TELEGRAM_BIOMETRY']);
    expect(WALLET_ACTION_KINDS).toHaveLength(7);
  });

  it.each(['v5r1', 'V5R1', 'v5', 'W5', ''])('%j is not a wallet version', (value) => {
    expect(isWalletVersion(value)).toBe(false);
  });

  // Spec 001 §4: add, delete and change password always need PASSWORD.
  it.each([
    ['DEFAULT', 'TELEGRAM_BIOMETRY', 'TELEGRAM_BIOMETRY'],
    ['DEFAULT', 'PASSWORD', 'PASSWORD'],
    ['SEND_TON', 'TELEGRAM_BIOMETRY', 'TELEGRAM_BIOMETRY'],
    ['SEND_JETTON', 'TELEGRAM_BIOMETRY', 'TELEGRAM_BIOMETRY'],
    ['SHOW_MNEMONIC', 'TELEGRAM_BIOMETRY', 'TELEGRAM_BIOMETRY'],
    ['SHOW_MNEMONIC', 'PASSWORD', 'PASSWORD'],
    ['ADD_WALLET', 'TELEGRAM_BIOMETRY', 'PASSWORD'],
    ['ADD_WALLET', 'PASSWORD', 'PASSWORD'],
    ['DELETE_WALLET', 'TELEGRAM_BIOMETRY', 'PASSWORD'],
    ['CHANGE_PASSWORD', 'TELEGRAM_BIOMETRY', 'PASSWORD'],
  ] as const)('%s with %s preferred needs %s', (action, preferred, expected) => {
    expect(requiredDecryptionMethod(action as WalletActionKind, preferred)).toBe(expected);
  });
});
