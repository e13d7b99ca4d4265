import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { walletAddress } from '../versions/open-wallet-contract';
import { activeWallet } from './active-wallet';
import { createWalletVault } from './create-wallet-vault';
import {
  expectCode,
  OTHER_PASSWORD,
  PASSWORD,
  PHRASE_A,
  PHRASE_A_PUBLIC_KEY,
  PHRASE_A_V5R1,
  secondPhrase,
  setup,
} from './create-wallet-vault.test-kit';
import { PBKDF2_SHA256_ITERATIONS } from './secret-box';
import type { VaultErrorCode } from './vault-errors';
import { WALLET_VAULT_STORAGE_KEY } from './vault-state-codec';
import { createMemoryVaultStorage } from './vault-storage';

describe('createWalletVault', () => {
  it('adds a wallet: public data, encrypted phrase only, active wallet set', async () => {
    const { vault, storage } = setup();
    const wallet = await vault.addWallet({
      mnemonic: PHRASE_A,
      version: 'v5R1',
      name: 'Main',
      password: PASSWORD,
    });
    expect(wallet).toMatchObject({
      id: 'w1',
      version: 'v5R1',
      preferredDecryptionMethod: 'PASSWORD',
      name: 'Main',
      address: PHRASE_A_V5R1,
      publicKey: PHRASE_A_PUBLIC_KEY,
      isBackedUp: false,
      createdAt: 1_000_000,
    });
    const state = vault.read();
    expect(state.activeWalletId).toBe('w1');
    expect(state.activePublicKey).toBe(PHRASE_A_PUBLIC_KEY);
    const raw = storage.get(WALLET_VAULT_STORAGE_KEY) ?? '';
    for (const word of PHRASE_A) expect(raw).not.toMatch(new RegExp(`\\b${word}\\b`));
    expect(state.wallets[0]?.encryptedData.PASSWORD?.kdf).toMatchObject({
      name: 'PBKDF2-HMAC-SHA256',
      iterations: 1_000,
    });
  });

  it('stores the OWASP minimum (600 000 rounds) in the box header by default and opens it', async () => {
    const { vault } = setup({ kdfIterations: undefined });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Main', password: PASSWORD });
    const box = vault.read().wallets[0]?.encryptedData.PASSWORD;
    expect(box?.kdf).toMatchObject({ name: 'PBKDF2-HMAC-SHA256', iterations: PBKDF2_SHA256_ITERATIONS });
    expect(PBKDF2_SHA256_ITERATIONS).toBe(600_000);
    const unlocked = await vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
  }, 20_000);

  it('opens boxes made with other round counts (raising the count later keeps old boxes)', async () => {
    const storage = createMemoryVaultStorage();
    const old = createWalletVault(storage, { kdfIterations: 2_000, newId: () => 'old' });
    await old.addWallet({ mnemonic: PHRASE_A, version: 'v4R2', name: 'Old', password: PASSWORD });
    const raised = createWalletVault(storage, { kdfIterations: 5_000 });
    const unlocked = await raised.unlock('old', { method: 'PASSWORD', password: PASSWORD });
    expect(Buffer.from(unlocked.keyPair.publicKey).toString('hex')).toBe(PHRASE_A_PUBLIC_KEY);
  });

  it('unlocks with the password and derives the key pair; a wrong password is refused', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    const unlocked = await vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
    expect(Buffer.from(unlocked.keyPair.publicKey).toString('hex')).toBe(PHRASE_A_PUBLIC_KEY);
    await expectCode(vault.unlock('w1', { method: 'PASSWORD', password: OTHER_PASSWORD }), 'WRONG_PASSWORD');
  });

  it('normalises the typed phrase (case, spacing) before storing it', async () => {
    const { vault } = setup();
    const typed = `  ${PHRASE_A.map((word) => word.toUpperCase()).join('   \n')} `;
    await vault.addWallet({ mnemonic: [typed], version: 'v5R1', name: 'Main', password: PASSWORD });
    const unlocked = await vault.unlock('w1', { method: 'PASSWORD', password: PASSWORD });
    expect(unlocked.mnemonic).toEqual(PHRASE_A);
  });

  it.each<[string, Partial<{ mnemonic: string[]; password: string; name: string }>, VaultErrorCode]>([
    ['23 words', { mnemonic: PHRASE_A.slice(0, 23) }, 'INVALID_MNEMONIC'],
    [
      'a word out of order (checksum)',
      { mnemonic: [...PHRASE_A.slice(1), PHRASE_A[0] as string] },
      'INVALID_MNEMONIC',
    ],
    ['an unknown word', { mnemonic: [...PHRASE_A.slice(0, 23), 'ferryboat'] }, 'INVALID_MNEMONIC'],
    ['a weak password (no symbol)', { password: 'CorrectHorse77' }, 'WEAK_PASSWORD'],
    ['a short password', { password: 'Ab1!' }, 'WEAK_PASSWORD'],
    ['a one-letter name', { name: 'A' }, 'INVALID_WALLET_NAME'],
    ['a 51-letter name', { name: 'x'.repeat(51) }, 'INVALID_WALLET_NAME'],
  ])('refuses %s', async (_label, override, code) => {
    const { vault } = setup();
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD, ...override }),
      code,
    );
    expect(vault.read().wallets).toHaveLength(0);
  });

  it('refuses LockupV1 from a phrase (its address needs the lockup config)', async () => {
    const { vault } = setup();
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'LockupV1', name: 'Lockup', password: PASSWORD }),
      'VERSION_NOT_DERIVABLE',
    );
  });

  it('keeps several wallets under one password; duplicates and taken names are refused', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Again', password: PASSWORD }),
      'WALLET_ALREADY_EXISTS',
    );
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: ' main ', password: PASSWORD }),
      'WALLET_NAME_TAKEN',
    );
    // Adding a wallet always needs the vault's password (spec 001 §4): a strong new one is refused.
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: OTHER_PASSWORD }),
      'WRONG_PASSWORD',
    );
    const v3 = await vault.addWallet({
      mnemonic: PHRASE_A,
      version: 'v3R2',
      name: 'Old',
      password: PASSWORD,
    });
    expect(v3.address).toBe(walletAddress(PHRASE_A_PUBLIC_KEY, 'v3R2'));
    const other = await vault.addWallet({
      mnemonic: await secondPhrase(),
      version: 'v4R2',
      name: 'Savings',
      password: PASSWORD,
    });
    const state = vault.read();
    expect(state.wallets.map((entry) => entry.publicData.name)).toEqual(['Main', 'Old', 'Savings']);
    expect(state.activeWalletId).toBe(other.id);
    vault.setActive('w1');
    expect(activeWallet(vault.read()).address).toBe(PHRASE_A_V5R1);
    expect(vault.read().activePublicKey).toBe(PHRASE_A_PUBLIC_KEY);
  }, 20_000);

  it('runs two quick adds one after the other (no lost wallet)', async () => {
    const { vault } = setup();
    await Promise.all([
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'One', password: PASSWORD }),
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v4R2', name: 'Two', password: PASSWORD }),
    ]);
    expect(vault.read().wallets.map((entry) => entry.publicData.name)).toEqual(['One', 'Two']);
  });

  it('read-only wallets (imported by address) are listed but never unlock', async () => {
    const { vault } = setup();
    // Given in raw form, stored in the non-bounceable form like every wallet.
    const raw = Address.parse(PHRASE_A_V5R1).toRawString();
    const lockup = vault.addReadOnlyWallet({ address: ` ${raw} `, version: 'LockupV1', name: 'Lockup' });
    expect(lockup).toMatchObject({
      isReadOnly: true,
      publicKey: '',
      version: 'LockupV1',
      address: PHRASE_A_V5R1,
    });
    await expectCode(
      () =>
        vault.addReadOnlyWallet({
          address: Address.parse(PHRASE_A_V5R1).toString(),
          version: 'LockupV1',
          name: 'Twice',
        }),
      'WALLET_ALREADY_EXISTS',
    );
    await expectCode(
      () => vault.addReadOnlyWallet({ address: 'UQnot-an-address', version: 'LockupV1', name: 'Bad' }),
      'INVALID_ADDRESS',
    );
    await expectCode(vault.unlock(lockup.id, { method: 'PASSWORD', password: PASSWORD }), 'READ_ONLY_WALLET');
    await expectCode(() => vault.markBackedUp(lockup.id), 'CANT_UPDATE_MNEMONIC_BACKUP');
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD }),
      'WALLET_ALREADY_EXISTS',
    );
  });
});
