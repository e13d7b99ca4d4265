import { describe, expect, it } from 'vitest';
import { WALLET_ERROR_CODES, walletErrorI18nKey } from '../errors';
import { VAULT_ERROR_CODES, VAULT_ERROR_MESSAGES, VaultError, vaultErrorI18nKey } from './vault-errors';

describe('vault errors', () => {
  // The vault raises the catalogue's exact wallet error texts (spec 001 §8).
  it.each([
    ['WALLET_ALREADY_EXISTS', 'Wallet already exists'],
    ['NO_ENCRYPTED_MNEMONIC', 'No encrypted mnemonic found'],
    ['UNKNOWN_ENCRYPTION_SOURCE', 'Unknown encryption source'],
    ['WALLET_STATE_NOT_FOUND', 'Wallet state not found in local storage'],
    ['NO_ACTIVE_WALLET_ID', 'No active wallet ID found'],
    ['BIOMETRIC_AUTH_FAILED', 'Biometric authorization failed'],
    ['CANT_UPDATE_MNEMONIC_BACKUP', 'Cant to update mnemonic backup'],
    ['UNMATCHED_PASSWORD', 'Unmatched password'],
  ] as const)('%s says %j', (code, text) => {
    expect(VAULT_ERROR_MESSAGES[code]).toBe(text);
    expect(new VaultError(code).message).toBe(text);
  });

  it.each([
    ['WALLET_ALREADY_EXISTS', 'wallet.errors.walletAlreadyExists'],
    ['NO_ACTIVE_WALLET_ID', 'wallet.errors.noActiveWalletId'],
    ['WRONG_PASSWORD', 'wallet.errors.wrongPassword'],
  ] as const)('%s → %s', (code, key) => {
    expect(vaultErrorI18nKey(code)).toBe(key);
    expect(new VaultError(code).i18nKey).toBe(key);
  });

  it('every code has a distinct key', () => {
    const keys = VAULT_ERROR_CODES.map(vaultErrorI18nKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shares no key with WalletError (one wallet.errors namespace)', () => {
    const walletKeys = new Set(WALLET_ERROR_CODES.map(walletErrorI18nKey));
    expect(VAULT_ERROR_CODES.map(vaultErrorI18nKey).filter((key) => walletKeys.has(key))).toEqual([]);
  });
});
