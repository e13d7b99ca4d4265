import { describe, expect, it } from 'vitest';
import { activeWallet } from './active-wallet';
import { createWalletVault } from './create-wallet-vault';
import {
  expectCode,
  OTHER_PASSWORD,
  PASSWORD,
  PHRASE_A,
  PHRASE_A_PUBLIC_KEY,
  setup,
} from './create-wallet-vault.test-kit';
import { WALLET_DELETE_COUNTDOWN_SECONDS } from './delete-countdown';
import { WALLET_VAULT_STORAGE_KEY } from './vault-state-codec';
import { createMemoryVaultStorage } from './vault-storage';

describe('createWalletVault', () => {
  it('changes the password of every wallet it opens; the old one stops working', async () => {
    const { vault } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: PASSWORD });
    await expectCode(vault.changePassword('w1', PASSWORD, PASSWORD), 'SAME_PASSWORD');
    await expectCode(vault.changePassword('w1', PASSWORD, 'weakpassword'), 'WEAK_PASSWORD');
    await expectCode(vault.changePassword('w1', 'Wrong-Password-1', OTHER_PASSWORD), 'WRONG_PASSWORD');
    await vault.changePassword('w1', PASSWORD, OTHER_PASSWORD);
    for (const id of ['w1', 'w2']) {
      await expectCode(vault.unlock(id, { method: 'PASSWORD', password: PASSWORD }), 'WRONG_PASSWORD');
      await expect(vault.unlock(id, { method: 'PASSWORD', password: OTHER_PASSWORD })).resolves.toBeTruthy();
    }
  });

  it('deletes only after the countdown, with the password, and never while funds remain', async () => {
    const { vault, advance, now } = setup();
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v3R2', name: 'Old', password: PASSWORD });
    const startedAt = now();
    await expectCode(
      vault.deleteWallet('w2', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt }),
      'DELETE_COUNTDOWN_RUNNING',
    );
    advance(WALLET_DELETE_COUNTDOWN_SECONDS * 1000);
    await expectCode(
      vault.deleteWallet('w2', PASSWORD, { hasFunds: true, countdownStartedAt: startedAt }),
      'WALLET_HAS_FUNDS',
    );
    await expectCode(
      vault.deleteWallet('w2', OTHER_PASSWORD, { hasFunds: false, countdownStartedAt: startedAt }),
      'WRONG_PASSWORD',
    );
    await expectCode(
      vault.deleteWallet('nope', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt }),
      'WALLET_NOT_FOUND',
    );
    expect(vault.read().wallets).toHaveLength(2);
    await vault.deleteWallet('w2', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt });
    const state = vault.read();
    expect(state.wallets.map((entry) => entry.publicData.id)).toEqual(['w1']);
    expect(state.activeWalletId).toBe('w1');
    expect(state.activePublicKey).toBe(PHRASE_A_PUBLIC_KEY);
    await vault.deleteWallet('w1', PASSWORD, { hasFunds: false, countdownStartedAt: startedAt });
    expect(vault.read()).toEqual({ activeWalletId: null, activePublicKey: null, wallets: [] });
    expect(() => activeWallet(vault.read())).toThrow('Wallet state not found in local storage');
  });

  it('backup, rename and subscribers', async () => {
    const { vault } = setup();
    const seen: number[] = [];
    const stop = vault.subscribe((state) => seen.push(state.wallets.length));
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    vault.markBackedUp('w1');
    expect(vault.read().wallets[0]?.publicData.isBackedUp).toBe(true);
    vault.rename('w1', '  Daily   spending ');
    expect(vault.read().wallets[0]?.publicData.name).toBe('Daily spending');
    vault.rename('w1', 'daily SPENDING'); // its own name in another case is fine
    await expectCode(() => vault.rename('w1', 'x'), 'INVALID_WALLET_NAME');
    stop();
    vault.rename('w1', 'Main');
    expect(seen).toEqual([1, 1, 1, 1]);
  });

  it('read() keeps one object until something changes; another tab’s write is picked up', async () => {
    const { vault, storage } = setup();
    const first = vault.read();
    expect(vault.read()).toBe(first);
    await vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD });
    const second = vault.read();
    expect(second).not.toBe(first);
    expect(vault.read()).toBe(second);
    const other = createWalletVault(storage, { kdfIterations: 1_000 });
    other.rename('w1', 'Renamed elsewhere');
    expect(vault.read().wallets[0]?.publicData.name).toBe('Renamed elsewhere');
  });

  it('never overwrites an unreadable vault', async () => {
    const storage = createMemoryVaultStorage({
      [WALLET_VAULT_STORAGE_KEY]: '{"format":1,"wallets":"broken"',
    });
    const vault = createWalletVault(storage, { kdfIterations: 1_000 });
    expect(vault.read().wallets).toEqual([]);
    await expectCode(
      vault.addWallet({ mnemonic: PHRASE_A, version: 'v5R1', name: 'Main', password: PASSWORD }),
      'CORRUPT_VAULT',
    );
    expect(storage.get(WALLET_VAULT_STORAGE_KEY)).toBe('{"format":1,"wallets":"broken"');
  });
});
