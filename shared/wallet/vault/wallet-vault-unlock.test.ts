import { describe, expect, it } from 'vitest';
import {
  BIOMETRY_KEY,
  expectCode,
  OTHER_PASSWORD,
  PASSWORD,
  PHRASE_A,
  setup,
} from './create-wallet-vault.test-kit';
import { WALLET_VAULT_STORAGE_KEY } from './vault-state-codec';
import type { WalletAction } from './vault-types';

describe('createWalletVault', () => {
  it('biometry: a 32-byte key opens the same phrase; the wrong key fails; disable falls back', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await expectCode(vault.enableBiometry('w1', OTHER_PASSWORD, BIOMETRY_KEY), 'WRONG_PASSWORD');
    await expectCode(vault.enableBiometry('w1', PASSWORD, new Uint8Array(16)), 'INVALID_BIOMETRY_KEY');
    await expectCode(
      vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: BIOMETRY_KEY }),
      'NO_ENCRYPTED_MNEMONIC',
    );
    await vault.enableBiometry('w1', PASSWORD, BIOMETRY_KEY);
    expect(vault.read().wallets[0]?.publicData.preferredDecryptionMethod).toBe('TELEGRAM_BIOMETRY');
    const unlocked = await vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: BIOMETRY_KEY });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
    await expectCode(
      vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: new Uint8Array(32).fill(8) }),
      'BIOMETRIC_AUTH_FAILED',
    );
    await expectCode(
      vault.unlock('w1', { method: 'TELEGRAM_BIOMETRY', key: new Uint8Array(5) }),
      'BIOMETRIC_AUTH_FAILED',
    );
    // The password path always still opens (Telegram drops the token on re-enrolment).
    await expect(vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD })).resolves.toBeTruthy();
    vault.disableBiometry('w1');
    expect(vault.read().wallets[0]?.publicData.preferredDecryptionMethod).toBe('PASSWORD');
    expect(vault.read().wallets[0]?.encryptedData.TELEGRAM_BIOMETRY).toBeUndefined();
  });

  it('refuses an unknown unlock method', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    const secret = { method: 'PASSKEY', password: PASSWORD } as never;
    await expectCode(vault.unlock('w1', secret), 'UNKNOWN_ENCRYPTION_SOURCE');
  });

  it.each<[WalletAction, 'PASSWORD' | 'TELEGRAM_BIOMETRY']>([
    ['addWallet', 'PASSWORD'],
    ['deleteWallet', 'PASSWORD'],
    ['changePassword', 'PASSWORD'],
    ['default', 'TELEGRAM_BIOMETRY'],
    ['sendTon', 'TELEGRAM_BIOMETRY'],
    ['sendJetton', 'TELEGRAM_BIOMETRY'],
    ['showMnemonic', 'TELEGRAM_BIOMETRY'],
  ])('with biometry preferred, %s uses %s (spec 001 §4)', async (action, method) => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    expect(vault.methodFor('w1', action)).toBe('PASSWORD');
    await vault.enableBiometry('w1', PASSWORD, BIOMETRY_KEY);
    expect(vault.methodFor('w1', action)).toBe(method);
  });

  it('a box moved onto another wallet does not open (wallet id is bound in)', async () => {
    const { vault, storage } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: PASSWORD });
    const raw = JSON.parse(storage.get(WALLET_VAULT_STORAGE_KEY) ?? '{}');
    raw.wallets[1].encryptedData.PASSWORD = raw.wallets[0].encryptedData.PASSWORD;
    storage.set(WALLET_VAULT_STORAGE_KEY, JSON.stringify(raw));
    await expectCode(vault.unlock('w2', { method: 'PASSWORD', password: PASSWORD }), 'WRONG_PASSWORD');
  });
});
